/**
 * Member search over the real app: a fresh 50,000-employee group in the given database, the
 * Fastify app on top of it, a real access token of the "bench" account, and the query mix sent
 * through `inject` (routing, auth, validation, SQL, ranking and serialization all included).
 */
import { loadavg } from "node:os";
import { buildApp } from "../server/build-app";
import { loadConfig } from "../server/config";
import type { Database } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { BENCH_ACCOUNT_ID, LARGE_COMPANY_IDS } from "../server/db/seed/large-group";
import { seedLargeGroup } from "../server/db/seed/seed-large";
import { issueTokenPair } from "../server/modules/session/token-service";
import { buildQueryMix } from "./query-mix";
import { summarize, type LatencySummary } from "./stats";

export interface MemberSearchResult {
  database: string;
  employees: number;
  seedSeconds: number;
  overall: LatencySummary;
  byKind: Record<string, LatencySummary>;
  /** 1-minute load average when the timed requests started and when they ended. */
  loadAverage: [number, number];
}

export async function benchMemberSearch(
  label: string,
  database: Database,
  options: { total: number; requests: number; warmup: number },
): Promise<MemberSearchResult> {
  await migrateDatabase(database);
  const seeded = await seedLargeGroup(database.db, { total: options.total });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const companyId = LARGE_COMPANY_IDS[0];
    const { accessToken } = await issueTokenPair(app, { accountId: BENCH_ACCOUNT_ID, companyId });
    const queries = await buildQueryMix(database.db, companyId, options.warmup + options.requests);
    const samples = new Map<string, number[]>();
    const loadAtStart = loadavg()[0] ?? 0;
    for (const [i, q] of queries.entries()) {
      const query = new URLSearchParams({
        companyId: String(companyId),
        searchWord: q.searchWord,
        type: q.type,
      });
      const started = performance.now();
      const res = await app.inject({
        method: "GET",
        url: `/api/organization-chart/user/search?${query}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const elapsed = performance.now() - started;
      if (res.statusCode !== 200)
        throw new Error(`${q.kind} "${q.searchWord}": ${res.statusCode} ${res.body}`);
      if (i < options.warmup) continue;
      samples.set(q.kind, [...(samples.get(q.kind) ?? []), elapsed]);
    }
    const all = [...samples.values()].flat();
    return {
      database: label,
      employees: seeded.employees,
      seedSeconds: seeded.milliseconds / 1000,
      overall: summarize(all),
      byKind: Object.fromEntries([...samples].map(([kind, s]) => [kind, summarize(s)])),
      loadAverage: [loadAtStart, loadavg()[0] ?? 0],
    };
  } finally {
    await app.close();
  }
}
