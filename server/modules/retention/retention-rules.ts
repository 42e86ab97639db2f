/**
 * What the retention job deletes, and after how long. Credentials (refresh tokens, codes, CAS
 * tickets and sessions) are useless once expired; they stay a few days more only so that an
 * incident can still be traced. The audit trail and the usage records are kept for the periods
 * an operator sets (RETENTION_* settings, docs/operations.md).
 */
export interface RetentionPolicy {
  /** Days an expired credential or a demo mailbox message is kept. */
  expiredDays: number;
  /** Days an audit-log entry is kept. */
  auditDays: number;
  /** Days a usage record is kept. */
  usageDays: number;
}

export interface RetentionRule {
  table: string;
  /** The instant after which, plus the kept days, a row may go. */
  column: string;
  keep: keyof RetentionPolicy;
}

/** Table and column names are constants of this file, never input, so they may be raw SQL. */
export const RETENTION_RULES: readonly RetentionRule[] = [
  { table: "refresh_tokens", column: "expires_at", keep: "expiredDays" },
  { table: "verification_codes", column: "expires_at", keep: "expiredDays" },
  { table: "login_codes", column: "expires_at", keep: "expiredDays" },
  { table: "temporary_tokens", column: "expires_at", keep: "expiredDays" },
  { table: "cas_tickets", column: "expires_at", keep: "expiredDays" },
  { table: "cas_sessions", column: "expires_at", keep: "expiredDays" },
  { table: "cas_login_failures", column: "expires_at", keep: "expiredDays" },
  { table: "outbox_messages", column: "created_at", keep: "expiredDays" }, // the demo mailbox
  { table: "audit_log", column: "created_at", keep: "auditDays" },
  { table: "usage_logs", column: "created_at", keep: "usageDays" },
];

const DAY_MS = 86_400_000;

export function cutoffOf(rule: RetentionRule, policy: RetentionPolicy, now: Date): Date {
  return new Date(now.getTime() - policy[rule.keep] * DAY_MS);
}
