/**
 * Member search at 50,000 employees (bench/member-search.ts) on an in-memory PGlite and on
 * PostgreSQL; writes its detailed section of docs/performance.md and gives the goal figures.
 */
import { ORGANIZATION_SEARCH_LIMIT } from "../server/contract";
import { openPgliteDatabase } from "../server/db/pglite";
import { atMost, MILLISECONDS, notMeasured, type Figure } from "./goals";
import { benchMemberSearch, type MemberSearchResult } from "./member-search";
import { benchPostgres, type BenchOptions } from "./postgres";
import { printResult, TARGET_P95_MS, writeReport } from "./report";
import { ms } from "./stats";

export async function benchMemberSearchPart(
  options: BenchOptions,
): Promise<{ results: MemberSearchResult[]; notes: string[] }> {
  const results: MemberSearchResult[] = [];
  const notes: string[] = [];
  console.log(`\nSeeding ${options.total} employees into an in-memory PGlite ...`);
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
  const details = [
    ...notes,
    `Target: p95 <= ${TARGET_P95_MS} ms (DESIGN.md section 9).`,
    `A search answers at most ${ORGANIZATION_SEARCH_LIMIT} members, the best-ranked ones (see "What the search costs" below).`,
  ];
  writeReport(results, details);
  return { results, notes };
}

export function searchFigures(results: readonly MemberSearchResult[]): Figure[] {
  const figures = results.map((r): Figure => ({
    name: `member search at ${r.employees.toLocaleString("en-US")} employees, ${r.database}`,
    value: `p50 ${ms(r.overall.p50)} ms, p95 ${ms(r.overall.p95)} ms`,
    goal: `p95 <= ${TARGET_P95_MS} ms`,
    verdict: atMost(r.overall.p95, TARGET_P95_MS, { ...MILLISECONDS, digits: 1 }),
  }));
  if (!results.some((r) => r.database.startsWith("PostgreSQL")))
    figures.push(
      notMeasured(
        "member search, PostgreSQL",
        `p95 <= ${TARGET_P95_MS} ms`,
        "no DATABASE_URL and no PostgreSQL installed",
      ),
    );
  return figures;
}
