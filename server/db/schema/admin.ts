/**
 * Administration rights and integration keys (API.md "Administration (wave 2)").
 * Rights are separate from the menu authority USER/ADMIN of a job: authority picks which menus a
 * person sees, a right says what content the person may manage.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns";
import { companies } from "./organization";
import { accounts } from "./people";

/**
 * One row per right. companyId null: a group admin (group-wide content, every company, the
 * integration keys and people); otherwise a company admin of that company only.
 */
export const adminRights = pgTable(
  "admin_rights",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.accountId, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    // coalesce: a NULL company (group admin) must be unique per account as well.
    uniqueIndex("admin_rights_account_company_key").on(
      t.accountId,
      sql`coalesce(${t.companyId}, 0)`,
    ),
  ],
);

export const API_KEY_SCOPES = ["scim", "feed"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Keys of the provisioning and feed callers. Only the SHA-256 of the secret is stored: secrets
 * are 256 random bits, so a fast hash is enough and lets a request find its key by index.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    scopes: text("scopes").array().notNull(),
    secretHash: text("secret_hash").notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    lastUsedAt: tstz("last_used_at"),
    revokedAt: tstz("revoked_at"),
    revokedBy: text("revoked_by"),
  },
  (t) => [
    uniqueIndex("api_keys_secret_hash_key").on(t.secretHash),
    index("api_keys_created_idx").on(t.createdAt),
    check("api_keys_scopes_check", sql`${t.scopes} <@ array['scim', 'feed']::text[]`),
    check("api_keys_name_length", sql`length(${t.name}) between 1 and 100`),
  ],
);
