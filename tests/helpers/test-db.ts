/**
 * A fresh, migrated database for each test file.
 * - TEST_DATABASE_URL set (an admin URL of a real PostgreSQL server, scripts/with-postgres.sh):
 *   a uniquely named database is created for the caller and dropped again by close().
 * - otherwise: an in-memory PGlite. Starting PGlite runs initdb (seconds on a slow machine), so
 *   the migrated data directory is dumped once to node_modules/.tmp and later databases start
 *   from that dump; the dump's name hashes the migrations, so a schema change makes a new one.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../server/db/client";
import { driverHandleOf } from "../../server/db/driver-handle";
import { MIGRATIONS_FOLDER, migrateDatabase } from "../../server/db/migrate";
import { openPgliteDatabase } from "../../server/db/pglite";

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
  return adminUrl ? createPostgresTestDatabase(adminUrl) : openPgliteDatabase();
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

const TEMPLATE_DIR = join(process.cwd(), "node_modules", ".tmp", "pglite-templates");

async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true }))
    .filter((f) => f.endsWith(".sql") || f.endsWith(".json"))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(join(MIGRATIONS_FOLDER, file)));
  return hash.digest("hex").slice(0, 16);
}

async function createPgliteTestDatabase(): Promise<Database> {
  const templatePath = join(TEMPLATE_DIR, `migrated-${await migrationsHash()}.tar`);
  const template = await readFile(templatePath).catch(() => undefined);
  if (template) {
    try {
      const database = await openPgliteDatabase(undefined, { loadDataDir: new Blob([template]) });
      await migrateDatabase(database); // a no-op on a good dump; repairs nothing, but verifies
      return database;
    } catch {
      // A truncated or incompatible dump: fall through and rebuild it.
    }
  }
  const database = await openPgliteDatabase();
  await migrateDatabase(database);
  await saveTemplate(database, templatePath).catch(() => undefined); // only a speed-up
  return database;
}

/** Written to a temporary name and renamed, so parallel test workers never read half a file. */
async function saveTemplate(database: Database, templatePath: string): Promise<void> {
  const handle = driverHandleOf(database);
  if (handle.kind !== "pglite") return;
  const dump = Buffer.from(await (await handle.client.dumpDataDir("none")).arrayBuffer());
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const partial = `${templatePath}.${randomBytes(6).toString("hex")}.partial`;
  await writeFile(partial, dump);
  await rename(partial, templatePath);
}
