/**
 * `npm run bench [-- --total N --requests N]`: member-search latency at 50,000 employees on the
 * embedded PGlite and on PostgreSQL (DATABASE_URL, else a throw-away server when PostgreSQL is
 * installed), printed and written to docs/performance.md. A measurement, not a timed test.
 */
import { ORGANIZATION_SEARCH_LIMIT } from "../server/contract";
import { openPgliteDatabase } from "../server/db/pglite";
import { LARGE_GROUP_SIZE } from "../server/db/seed/seed-large";
import { benchMemberSearch, type MemberSearchResult } from "./member-search";
import { benchPostgres, type BenchOptions } from "./postgres";
import { printResult, writeReport, TARGET_P95_MS } from "./report";

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive integer`);
  return value;
}

async function main(): Promise<void> {
  const options: BenchOptions = {
    total: option("total", LARGE_GROUP_SIZE),
    requests: option("requests", 550),
    warmup: option("warmup", 55),
  };
  const results: MemberSearchResult[] = [];
  const notes: string[] = [];
  console.log(`Seeding ${options.total} employees into an in-memory PGlite ...`);
  const pglite = await openPgliteDatabase();
  try {
    results.push(await benchMemberSearch("PGlite (in memory)", pglite, options));
  } finally {
    await pglite.close();
  }
  printResult(results[0] as MemberSearchResult);
  const pg = await benchPostgres(options);
  if (pg) {
    results.push(pg);
    printResult(pg);
  } else {
    notes.push("PostgreSQL was not measured: no DATABASE_URL and no PostgreSQL installed.");
  }
  notes.push(`Target: p95 <= ${TARGET_P95_MS} ms (DESIGN.md section 9).`);
  notes.push(
    `A search answers at most ${ORGANIZATION_SEARCH_LIMIT} members, the best-ranked ones (see "What the search costs" below).`,
  );
  writeReport(results, notes);
  const missed = results.filter((r) => r.overall.p95 > TARGET_P95_MS);
  if (missed.length > 0)
    console.log(`\np95 above ${TARGET_P95_MS} ms on: ${missed.map((r) => r.database).join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
