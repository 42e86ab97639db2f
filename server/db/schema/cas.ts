/**
 * A failed post of the embedded CAS login form, kept for the GET it redirects to (post/redirect/
 * get: Back and reload never meet a POST). Keyed by the hash of the login ticket the redirect's
 * form carries (its cookie binds the row to the browser that posted); read once, then deleted;
 * it lives as long as that ticket. The ID typed is kept so the form shows it again, never the
 * password.
 */
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, tstz } from "./columns";

export interface CasLoginFailureDetails {
  /** A server text key (server/i18n) and its placeholders. */
  key: string;
  params?: Record<string, string | number>;
  /** The fields to mark invalid. */
  fields: ("username" | "password")[];
  /** Set for a rate-limited post: when another attempt is allowed. */
  retryAt?: string;
}

export const casLoginFailures = pgTable(
  "cas_login_failures",
  {
    ltHash: text("lt_hash").primaryKey(),
    username: text("username").notNull().default(""),
    /** The status the form is answered with (400, 401, 403, 429). */
    status: integer("status").notNull(),
    details: jsonb("details").$type<CasLoginFailureDetails>().notNull(),
    createdAt: createdAt(),
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [index("cas_login_failures_expires_idx").on(t.expiresAt)],
);
