import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createEmptyTestDatabase,
  createTestDatabase,
  openSecondConnection,
} from "../../tests/helpers/test-db";
import type { Database } from "./client";
import { MIGRATIONS_FOLDER, migrateDatabase } from "./migrate";
import { rowsOf } from "./raw-rows";

const opened: Database[] = [];
afterEach(async () => {
  // Second connections first: closing the test database drops it.
  for (const database of opened.splice(0).reverse()) await database.close();
});

async function emptyDatabase(): Promise<Database> {
  const database = await createEmptyTestDatabase();
  opened.push(database);
  return database;
}

async function journalLength(): Promise<number> {
  const journal = JSON.parse(
    await readFile(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

async function appliedMigrations(database: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

async function publicTables(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe("migrateDatabase", () => {
  // One empty database for the first two tests: starting PGlite is the slow part.
  let shared: Database;
  beforeAll(async () => {
    shared = await createEmptyTestDatabase();
  });
  afterAll(() => shared.close());

  it("applies every committed migration to an empty database", async () => {
    const database = shared;
    expect(await publicTables(database)).toEqual([]);
    await migrateDatabase(database);
    expect(await appliedMigrations(database)).toBe(await journalLength());
    const tables = await publicTables(database);
    for (const table of [
      "accounts",
      "companies",
      "departments",
      "employees",
      "menus",
      "favorites",
      "refresh_tokens",
      "signing_keys",
      "audit_log",
    ]) {
      expect(tables).toContain(table);
    }
  });

  it("is a no-op when run again", async () => {
    const database = shared;
    await migrateDatabase(database); // applies them if this test runs alone
    const before = {
      applied: await appliedMigrations(database),
      tables: await publicTables(database),
    };
    await migrateDatabase(database);
    expect({
      applied: await appliedMigrations(database),
      tables: await publicTables(database),
    }).toEqual(before);
  });

  it("enforces the schema's constraints (favorite label at most 17 characters)", async () => {
    const database = await createTestDatabase();
    opened.push(database);
    await database.db.execute(
      sql`insert into companies (id, company_code, company_name) values (1, 'C1', '회사')`,
    );
    await database.db.execute(
      sql`insert into accounts (account_id, password_hash, name) values ('a', 'x', '가')`,
    );
    await database.db.execute(
      sql`insert into employees (account_id, company_id, employee_no) values ('a', 1, 'E1')`,
    );
    const insert = (name: string, url = "https://x.example/") =>
      database.db.execute(
        sql`insert into favorites (account_id, company_id, name, url, priority) values ('a', 1, ${name}, ${url}, 1)`,
      );
    await expect(insert("가".repeat(17))).resolves.toBeDefined();
    await expect(insert("가".repeat(18))).rejects.toThrow();
    await expect(insert("ok", "javascript:alert(1)")).rejects.toThrow();
    // A favorite needs a job in that company (membership foreign key).
    await expect(
      database.db.execute(
        sql`insert into favorites (account_id, company_id, name, url, priority) values ('a', 2, 'n', 'https://x.example/', 1)`,
      ),
    ).rejects.toThrow();
  });

  it("lets several nodes migrate one PostgreSQL database at the same time", async (ctx) => {
    const database = await emptyDatabase();
    const other = await openSecondConnection(database);
    if (!other) return ctx.skip(); // PGlite: one process, one connection
    opened.push(other);
    await Promise.all([migrateDatabase(database), migrateDatabase(other)]);
    expect(await appliedMigrations(database)).toBe(await journalLength());
  });
});
