/**
 * The audit entry of an admin change (API.md "Wave-2 conventions"): actor, action such as
 * "notice.create", the changed object's id, its fields before and after, the time. Written in
 * the change's own transaction, so a change is never committed without its entry (unlike the
 * security events of identity/audit.ts, which must not turn a login into an error).
 */
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AdminRights } from "./rights";

type Snapshot = Record<string, unknown> | null;

/** Field names that never reach the trail, whatever a caller passes. */
const SECRET_FIELD = /password|token|secret|hash|ciphertext|code$/i;

function clean(snapshot: Snapshot): Snapshot {
  if (!snapshot) return null;
  return Object.fromEntries(
    Object.entries(snapshot)
      .filter(([key]) => !SECRET_FIELD.test(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Only the fields that differ (plus nothing else): "ids and changed fields". */
export function changedFields(before: Snapshot, after: Snapshot): [Snapshot, Snapshot] {
  if (!before || !after) return [clean(before), clean(after)];
  const a = clean(before) ?? {};
  const b = clean(after) ?? {};
  const keys = Object.keys({ ...a, ...b }).filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
  return [
    Object.fromEntries(keys.map((key) => [key, a[key]])),
    Object.fromEntries(keys.map((key) => [key, b[key]])),
  ];
}

export interface AdminChange {
  action: string;
  targetId: string | number;
  /** The scope of the changed object (null: group-wide); company admins read their own. */
  companyId: number | null;
  before?: Snapshot;
  after?: Snapshot;
  now: Date;
}

export async function auditAdminChange(
  tx: Db,
  request: FastifyRequest,
  rights: AdminRights,
  change: AdminChange,
): Promise<void> {
  const [before, after] = changedFields(change.before ?? null, change.after ?? null);
  await tx.insert(auditLog).values({
    event: change.action,
    outcome: "SUCCESS",
    accountId: rights.accountId,
    companyId: change.companyId,
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
    requestId: request.id,
    details: { adminKind: rights.kind },
    targetId: String(change.targetId),
    before,
    after,
    createdAt: change.now,
  });
}
