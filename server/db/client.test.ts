import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { rowsOf } from "./raw-rows";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("openDatabase (PGlite)", () => {
  it("creates the data directory and keeps the data across restarts", async () => {
    const parent = await mkdtemp(join(tmpdir(), "portal-db-"));
    dirs.push(parent);
    const dataDir = join(parent, "nested", "data");
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe("pglite");
    expect((await stat(dataDir)).isDirectory()).toBe(true);
    await migrateDatabase(first);
    await first.db.execute(
      sql`insert into companies (id, company_code, company_name) values (7, 'C7', '칠')`,
    );
    await first.close();
    await first.close(); // idempotent

    const second = await openDatabase({ dataDir });
    const rows = await rowsOf(second.db, sql`select company_name from companies where id = 7`);
    expect(rows).toEqual([{ company_name: "칠" }]);
    await second.close();
  });

  it("opens an in-memory database for memory:// and answers ping", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    await expect(database.ping()).resolves.toBeUndefined();
    await database.close();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe("openDatabase (PostgreSQL)", () => {
  it("fails at open, not at the first query, when the server is unreachable", async () => {
    await expect(
      openDatabase({ databaseUrl: "postgres://nobody@127.0.0.1:1/none" }),
    ).rejects.toThrow();
  });
});
