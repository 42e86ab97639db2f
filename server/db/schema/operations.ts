/**
 * Cross-cutting operational state: idempotent edits, rate-limit counters, the audit trail, the
 * portal's usage logging and the demo-mode mailbox. None of it holds a secret in clear text,
 * except the mailbox, which exists only in demo mode (API.md "Local outbox").
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { createdAt, tstz, inList } from "./columns";
import { CODE_CHANNELS } from "./enums";
import { membershipFk } from "./people";

/**
 * Idempotency-Key of PUT /api/favorite and PUT /api/menu/...: the first request inserts the row
 * (completedAt null while in flight), a repeat returns the stored response and changes nothing.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    key: text("key").notNull(),
    /** "PUT /api/favorite": the same key reused on another route is a client bug, not a repeat. */
    route: text("route").notNull(),
    /** Hash of the body, to tell a true repeat from a different request under the same key. */
    requestHash: text("request_hash"),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: createdAt(),
    completedAt: tstz("completed_at"),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.accountId, t.companyId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    membershipFk("idempotency_keys_membership_fk", t.accountId, t.companyId),
    check("idempotency_keys_key_length", sql`char_length(${t.key}) between 1 and 200`),
  ],
);

/** Fixed-window counters, e.g. key "login:account:demo": upsert ... count = count + 1. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: tstz("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "rate_limits_pk", columns: [t.key, t.windowStart] }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);

/**
 * Security events (login, code, password, token reuse...) and admin changes (event
 * "notice.create" and so on, with target_id and the before/after of the changed fields).
 * No FK: the trail outlives accounts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    event: text("event").notNull(),
    /** e.g. "SUCCESS", "FAILURE", "DENIED". */
    outcome: text("outcome").notNull(),
    accountId: text("account_id"),
    companyId: integer("company_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    /** Context only: never a password, token or code. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Admin changes: the id of the changed object, and its fields before and after. */
    targetId: text("target_id"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_company_idx").on(t.companyId, t.createdAt),
    index("audit_log_account_idx").on(t.accountId, t.createdAt),
    index("audit_log_event_idx").on(t.event, t.createdAt),
  ],
);

/** POST /api/internal/logging: menu usage records as the client sends them. */
export const usageLogs = pgTable(
  "usage_logs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The authenticated caller (the body's own ids are kept as sent, not trusted). */
    accountId: text("account_id"),
    companyId: integer("company_id"),
    serviceCode: text("service_code").notNull(),
    type: text("type").notNull(),
    employeeId: text("employee_id"),
    employeeAccountId: text("employee_account_id"),
    uri: text("uri"),
    menuPrivacyYn: text("menu_privacy_yn"),
    action: text("action"),
    menu: text("menu"),
    createdAt: createdAt(),
  },
  (t) => [
    index("usage_logs_created_idx").on(t.createdAt),
    index("usage_logs_account_idx").on(t.accountId, t.createdAt),
  ],
);

/**
 * The demo mailbox, demo mode only: what would have been sent by SMS or e-mail (GET /dev/outbox,
 * newest first). The table keeps its first name, outbox_messages, so no migration renames it.
 */
export const mailboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    channel: text("channel", { enum: CODE_CHANNELS }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    code: text("code"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_messages_created_idx").on(t.createdAt.desc()),
    check(
      "outbox_messages_channel_check",
      sql`${t.channel} in (${sql.raw(inList(CODE_CHANNELS))})`,
    ),
  ],
);
