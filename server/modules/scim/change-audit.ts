/** Audit entries of provisioning changes, on behalf of the calling integration key. */
import type { FastifyRequest } from "fastify";
import { audit, metaOf, type AuditEvent } from "../identity/audit";
import { integrationKeyOf, keyActor } from "../integration-auth";

export async function auditChange(
  request: FastifyRequest,
  event: AuditEvent,
  target: { accountId?: string; groupId?: number },
): Promise<void> {
  const key = integrationKeyOf(request);
  await audit(request.server.db, request.log, metaOf(request), {
    event,
    outcome: "SUCCESS",
    accountId: target.accountId ?? null,
    details: {
      actor: keyActor(key),
      keyName: key.name,
      targetId: target.accountId ?? String(target.groupId),
    },
  });
}

/** A unique constraint refused the write (userName, externalId, an employee number): 409. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
