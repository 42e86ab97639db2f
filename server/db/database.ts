/**
 * The types of an open database, apart from client.ts so that pglite.ts and driver-handle.ts,
 * which client.ts imports, can name them without importing client.ts back.
 */
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer (readiness probe). */
  ping(): Promise<void>;
  /** Idempotent. */
  close(): Promise<void>;
}
