/**
 * Shared login state (DESIGN.md §4-5: nodes are stateless, so all of it lives here). Secrets are
 * stored only as hashes (sha-256 of the token/code/ticket): a database leak yields nothing usable.
 * Every table has an expiry column with an index so a sweeper can delete old rows cheaply.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, tstz, inList } from "./columns";
import { CODE_CHANNELS, KEY_PURPOSES } from "./enums";
import { accounts, membershipFk } from "./people";

const accountRef = () =>
  text("account_id")
    .notNull()
    .references(() => accounts.accountId, { onDelete: "cascade" });

/**
 * Opaque refresh tokens, rotated on every use. All tokens issued from one login share a
 * family: presenting a rotated (old) token revokes the whole family (reuse detection).
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique("refresh_tokens_token_hash_key"),
    familyId: uuid("family_id").notNull(),
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    /** The family's 30-day limit, copied to every rotation. */
    absoluteExpiresAt: tstz("absolute_expires_at").notNull(),
    rotatedAt: tstz("rotated_at"),
    /** The token that replaced this one; lets a retry of the same rotation be recognised. */
    replacedById: uuid("replaced_by_id"),
    /**
     * When this (rotated) token's one grace replay was spent: within 30 s of the rotation a
     * client whose answer was lost may present it once more (docs/decisions, grace window).
     */
    graceUsedAt: tstz("grace_used_at"),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_account_idx").on(t.accountId, t.companyId),
    index("refresh_tokens_expires_idx").on(t.absoluteExpiresAt),
    membershipFk("refresh_tokens_membership_fk", t.accountId, t.companyId),
  ],
);

/** 6-digit daily verification codes: 2 minutes, single use, at most 5 wrong tries. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: accountRef(),
    channel: text("channel", { enum: CODE_CHANNELS }).notNull(),
    codeHash: text("code_hash").notNull(),
    /** Resend limits count rows per account by sent_at. */
    sentAt: tstz("sent_at").notNull().defaultNow(),
    expiresAt: tstz("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: tstz("used_at"),
    /** Set when a newer code replaces this one. */
    revokedAt: tstz("revoked_at"),
  },
  (t) => [
    index("verification_codes_account_idx").on(t.accountId, t.sentAt),
    index("verification_codes_expires_idx").on(t.expiresAt),
    check(
      "verification_codes_channel_check",
      sql`${t.channel} in (${sql.raw(inList(CODE_CHANNELS))})`,
    ),
    check("verification_codes_attempts_non_negative", sql`${t.attempts} >= 0`),
  ],
);

/** One-time codes (60 s) exchanged by POST /api/account/token, so tokens never sit in a URL. */
export const loginCodes = pgTable(
  "login_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [
    index("login_codes_expires_idx").on(t.expiresAt),
    index("login_codes_account_idx").on(t.accountId, t.companyId),
    membershipFk("login_codes_membership_fk", t.accountId, t.companyId),
  ],
);

/**
 * Temporary tokens (5 minutes, only for the contact and code calls). Kept as state so that
 * passing verification can revoke the token at once instead of leaving it valid until expiry.
 */
export const temporaryTokens = pgTable(
  "temporary_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique("temporary_tokens_token_hash_key"),
    accountId: accountRef(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [
    index("temporary_tokens_account_idx").on(t.accountId),
    index("temporary_tokens_expires_idx").on(t.expiresAt),
  ],
);

/** CAS service tickets (ST-...): single use, 5 minutes, bound to the exact service URL. */
export const casTickets = pgTable(
  "cas_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    service: text("service").notNull(),
    accountId: accountRef(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    usedAt: tstz("used_at"),
  },
  (t) => [
    index("cas_tickets_expires_idx").on(t.expiresAt),
    index("cas_tickets_account_idx").on(t.accountId),
  ],
);

/** The embedded CAS server's single-sign-on sessions (ticket-granting cookie, TGC). */
export const casSessions = pgTable(
  "cas_sessions",
  {
    tgtHash: text("tgt_hash").primaryKey(),
    accountId: accountRef(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
  },
  (t) => [
    index("cas_sessions_account_idx").on(t.accountId),
    index("cas_sessions_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Keys every node must agree on (RSA key pair for password encryption, generated JWT secret).
 * The partial unique index allows one current key per purpose: nodes racing to create it use
 * INSERT ... ON CONFLICT DO NOTHING and then read the winner. Retired keys stay for overlap.
 */
export const signingKeys = pgTable(
  "signing_keys",
  {
    keyId: text("key_id").primaryKey(),
    purpose: text("purpose", { enum: KEY_PURPOSES }).notNull(),
    algorithm: text("algorithm").notNull(),
    /** SPKI (base64 DER or PEM) for asymmetric keys; null for a shared secret. */
    publicKey: text("public_key"),
    /** PKCS#8 PEM or the base64 secret. */
    privateKey: text("private_key").notNull(),
    createdAt: createdAt(),
    retiredAt: tstz("retired_at"),
  },
  (t) => [
    uniqueIndex("signing_keys_one_current_idx")
      .on(t.purpose)
      .where(sql`${t.retiredAt} is null`),
    check("signing_keys_purpose_check", sql`${t.purpose} in (${sql.raw(inList(KEY_PURPOSES))})`),
  ],
);
