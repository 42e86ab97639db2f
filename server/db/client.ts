/**
 * Opens the database: a PostgreSQL server through node-postgres when a URL is given (production,
 * several nodes), otherwise the embedded PGlite (demo, tests). Both are exposed as the same
 * Drizzle type, so repositories never know which one they run on.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "./database";
import { makeDatabase } from "./driver-handle";
import { openPgliteDatabase } from "./pglite";
import * as schema from "./schema";

export type { Database, Db } from "./database";

/** databaseUrl set: PostgreSQL. Otherwise PGlite in dataDir, in memory for undefined/"memory://". */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPgliteDatabase(opts.dataDir);
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    idleTimeoutMillis: 30_000,
    // While the database is unreachable a request fails fast (503) instead of queueing forever.
    connectionTimeoutMillis: 5_000,
  });
  // A client that loses its connection (database restart, network) emits "error": on the pool
  // while idle, on the client itself while checked out (a transaction). Unhandled, either would
  // end the process. The query in flight fails on its own (and answers 503), the broken client is
  // discarded on release, and the next query opens a fresh connection, so the events only need
  // to be absorbed.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const database = makeDatabase(
    { kind: "postgres", db: drizzle({ client: pool, schema }), pool },
    () => pool.end(),
  );
  try {
    await database.ping(); // fail at start with a clear error, not at the first request
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}
