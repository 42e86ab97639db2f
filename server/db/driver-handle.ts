/**
 * The driver-specific objects behind a Database, for the few callers that need them (the
 * migrator needs the concrete Drizzle type and, on PostgreSQL, one dedicated connection for its
 * advisory lock). Kept out of the Database interface so application code cannot depend on them.
 */
import { sql } from "drizzle-orm";
import type { PGlite } from "@electric-sql/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { Pool } from "pg";
import type { Database, Db } from "./database";
import type * as schema from "./schema";

export type DriverHandle =
  | { kind: "pglite"; db: PgliteDatabase<typeof schema>; client: PGlite }
  | { kind: "postgres"; db: NodePgDatabase<typeof schema>; pool: Pool };

const handles = new WeakMap<Database, DriverHandle>();

export function driverHandleOf(database: Database): DriverHandle {
  const handle = handles.get(database);
  if (!handle) throw new Error("not a Database created by openDatabase()");
  return handle;
}

/** Builds the Database object around a driver and remembers its handle. */
export function makeDatabase(handle: DriverHandle, closeClient: () => Promise<void>): Database {
  // Both Drizzle classes extend PgDatabase with their own result type; Db is the common base.
  const db = handle.db as unknown as Db;
  let closing: Promise<void> | undefined;
  const database: Database = {
    db,
    kind: handle.kind,
    async ping() {
      await db.execute(sql`select 1`);
    },
    // Idempotent: server shutdown and test teardown may both call it.
    close() {
      closing ??= closeClient();
      return closing;
    },
  };
  handles.set(database, handle);
  return database;
}
