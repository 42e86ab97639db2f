/**
 * The PostgreSQL leg of the benchmark: DATABASE_URL when set (the large group is re-created
 * there, the rest of the data is left alone), else a throw-away server from
 * scripts/with-postgres.sh (bench/run.ts starts this file under it, with PG_ADMIN_URL set).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/client";
import { benchMemberSearch, type MemberSearchResult } from "./member-search";

export type BenchOptions = { total: number; requests: number; warmup: number };

export const hasPostgresBinaries = (): boolean =>
  existsSync("/usr/lib/postgresql") &&
  readdirSync("/usr/lib/postgresql").some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

async function onUrl(label: string, url: string, options: BenchOptions) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await benchMemberSearch(label, database, options);
  } finally {
    await database.close();
  }
}

/** Inside with-postgres.sh: a fresh database on the throw-away server. */
export async function onAdminUrl(adminUrl: string, options: BenchOptions) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("CREATE DATABASE bench_org");
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = "/bench_org";
  const version = (await onVersion(adminUrl)) ?? "";
  return onUrl(
    `PostgreSQL ${version} (throw-away server)`.replace("  ", " "),
    url.toString(),
    options,
  );
}

async function onVersion(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ v: string }>(
    "select current_setting('server_version') as v",
  );
  await client.end();
  return rows[0]?.v.split(" ")[0];
}

/** null when no PostgreSQL is configured or installed. */
export async function benchPostgres(options: BenchOptions): Promise<MemberSearchResult | null> {
  const url = process.env.DATABASE_URL;
  if (url) return onUrl(`PostgreSQL ${(await onVersion(url)) ?? ""} (DATABASE_URL)`, url, options);
  if (!hasPostgresBinaries()) return null;
  const out = join(tmpdir(), `bench-pg-${process.pid}.json`);
  const child = spawnSync(
    "bash",
    [
      "scripts/with-postgres.sh",
      process.execPath,
      "--import",
      "tsx",
      "bench/postgres-child.ts",
      out,
    ],
    { stdio: "inherit", env: { ...process.env, BENCH_OPTIONS: JSON.stringify(options) } },
  );
  if (child.status !== 0 || !existsSync(out)) throw new Error("the PostgreSQL run failed");
  const result = JSON.parse(readFileSync(out, "utf8")) as MemberSearchResult;
  rmSync(out, { force: true });
  return result;
}
