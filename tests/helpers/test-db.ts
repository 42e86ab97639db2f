/**
 * A fresh, migrated database for each test file.
 * - TEST_DATABASE_URL set (an admin URL of a real PostgreSQL server, scripts/with-postgres.sh):
 *   a uniquely named database is created for the caller and dropped again by close().
 * - otherwise: an in-memory PGlite, started from a dump (pglite-test-db.ts).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { createPgliteTestDatabase } from "./pglite-test-db";

export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return createPgliteTestDatabase();
  const database = await createPostgresTestDatabase(adminUrl);
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/** Like createTestDatabase but without migrations: for the tests of the migrations themselves. */
export async function createEmptyTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? createPostgresTestDatabase(adminUrl) : createPgliteTestDatabase("empty");
}

/**
 * Another connection pool on the same PostgreSQL test database (as a second server node would
 * have); null on PGlite, which has no second connection. Closing it leaves the database alone.
 */
export async function openSecondConnection(database: Database): Promise<Database | null> {
  const url = postgresUrls.get(database);
  return url ? openDatabase({ databaseUrl: url }) : null;
}

const postgresUrls = new WeakMap<Database, string>();

async function createPostgresTestDatabase(adminUrl: string): Promise<Database> {
  const name = `t_${randomBytes(8).toString("hex")}`; // [a-z0-9_] only: safe to quote as an identifier
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dropDatabase = () =>
    withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: url.toString() });
  } catch (error) {
    await dropDatabase().catch(() => undefined);
    throw error;
  }
  const closeConnections = database.close.bind(database);
  let closing: Promise<void> | undefined;
  database.close = () => {
    closing ??= closeConnections().then(async () => {
      await dropDatabase();
    });
    return closing;
  };
  postgresUrls.set(database, url.toString());
  return database;
}

async function withAdmin<T>(adminUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}
