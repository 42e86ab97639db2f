/**
 * The security trail (audit_log): every auth event with its outcome, account and address.
 * Never a password, token, code or ciphertext: callers pass ids and outcomes only, and
 * `details` is checked against the secret field names before it is stored.
 */
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";

export type AuditEvent =
  | "LOGIN"
  | "RATE_LIMITED"
  | "CODE_SENT"
  | "CODE_VERIFIED"
  | "CODE_FAILED"
  | "CODE_LOCKED"
  | "CODE_EXPIRED"
  | "TOKEN_ISSUED"
  | "TOKEN_REFRESHED"
  | "TOKEN_REFRESH_FAILED"
  | "TOKEN_REUSE_DETECTED"
  | "LOGOUT"
  | "PASSWORD_RESET"
  | "PASSWORD_CHANGED"
  | "COMPANY_SWITCH"
  // Integration keys (server/modules/integration-auth): use once a minute per key, every failure.
  | "API_KEY_USED"
  | "API_KEY_FAILED"
  // SCIM provisioning changes, on behalf of a key (details.actor = "api-key:<id>").
  | "SCIM_USER_CREATED"
  | "SCIM_USER_UPDATED"
  | "SCIM_USER_DEACTIVATED"
  | "SCIM_USER_REACTIVATED"
  | "SCIM_USER_DELETED"
  | "SCIM_GROUP_CREATED"
  | "SCIM_GROUP_UPDATED"
  | "SCIM_GROUP_DELETED"
  // Feeds and CSV imports (details.actor = "api-key:<id>" or the admin's account id).
  | "FEED_UPDATE"
  | "PEOPLE_IMPORT";

export type AuditOutcome = "SUCCESS" | "FAILURE" | "DENIED";

/** Where a request came from; startSession callers outside a route (CAS) build it themselves. */
export interface RequestMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
  requestId?: string | undefined;
}

export function metaOf(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"], requestId: request.id };
}

export interface AuditEntry {
  event: AuditEvent;
  outcome: AuditOutcome;
  accountId?: string | null;
  companyId?: number | null;
  details?: Record<string, string | number | boolean | null>;
}

const SECRET_KEY = /password|token|code|secret|ciphertext|ticket/i;

/**
 * Writes one entry. A failing audit insert is logged and swallowed: the trail must not turn a
 * logout or a login into an error, and the log line still records the event.
 */
export async function audit(
  db: Db,
  log: FastifyBaseLogger,
  meta: RequestMeta,
  entry: AuditEntry,
): Promise<void> {
  const details = Object.fromEntries(
    Object.entries(entry.details ?? {}).filter(([key]) => !SECRET_KEY.test(key)),
  );
  try {
    await db.insert(auditLog).values({
      event: entry.event,
      outcome: entry.outcome,
      accountId: entry.accountId ?? null,
      companyId: entry.companyId ?? null,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      requestId: meta.requestId ?? null,
      details,
    });
  } catch (error) {
    log.error({ err: error, event: entry.event, outcome: entry.outcome }, "audit insert failed");
  }
}
