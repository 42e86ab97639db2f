/**
 * Push notifications (API.md "Push (wave 2)"): the VAPID key pair every node shares, the
 * browsers' Web Push subscriptions, the per-job push choices and the send queue the workers of
 * every node drain (server/modules/push).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, tstz, updatedAt } from "./columns";
import { membershipFk } from "./people";

/**
 * The one VAPID key pair (id is always 1): the first node to start inserts it, the others'
 * inserts do nothing, so every node signs with the same key and subscriptions stay valid.
 */
export const pushVapidKeys = pgTable(
  "push_vapid_keys",
  {
    id: smallint("id").primaryKey(),
    /** Uncompressed P-256 point, base64url (what PushManager.subscribe takes). */
    publicKey: text("public_key").notNull(),
    /** The 32-byte private scalar, base64url. */
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("push_vapid_keys_single_row", sql`${t.id} = 1`)],
);

/**
 * A browser's subscription: one row per push endpoint, owned by the job and the session
 * (refresh family) that subscribed. A session that ends (logout, company switch) ends it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_key"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    familyId: uuid("family_id").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("push_subscriptions_job_idx").on(t.accountId, t.companyId),
    index("push_subscriptions_company_idx").on(t.companyId),
    index("push_subscriptions_family_idx").on(t.familyId),
    membershipFk("push_subscriptions_membership_fk", t.accountId, t.companyId),
  ],
);

/**
 * Categories and quiet hours of a job. The on/off switch itself is alarm_settings.push_enabled,
 * the shell's fcmYn, so the app and the web read and write one flag.
 */
export const pushPreferences = pgTable(
  "push_preferences",
  {
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    notices: boolean("notices").notNull().default(true),
    approvals: boolean("approvals").notNull().default(true),
    /** "HH:MM" Asia/Seoul; both null = no quiet hours. */
    quietFrom: text("quiet_from"),
    quietTo: text("quiet_to"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "push_preferences_pk", columns: [t.accountId, t.companyId] }),
    membershipFk("push_preferences_membership_fk", t.accountId, t.companyId),
  ],
);

/**
 * The send queue. An `event` row (a notice published, a reminder, an approvals count) is fanned
 * out into one `web` or `fcm` row per device; any node claims rows with FOR UPDATE SKIP LOCKED
 * and a lease (locked_until), so a row is handled by one node at a time and a crashed node's
 * rows come back after the lease.
 */
export const pushQueue = pgTable(
  "push_queue",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: ["event", "web", "fcm"] }).notNull(),
    /** pending -> sent | failed (retries spent) | dropped (the device is gone) | skipped. */
    status: text("status", { enum: ["pending", "sent", "failed", "dropped", "skipped"] })
      .notNull()
      .default("pending"),
    /** The event, or the message and its target (subscription id or device push token). */
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    runAt: tstz("run_at").notNull(),
    lockedUntil: tstz("locked_until"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    doneAt: tstz("done_at"),
  },
  (t) => [
    index("push_queue_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} = 'pending'`),
    index("push_queue_done_idx").on(t.doneAt),
  ],
);
