/** Run by bench/postgres.ts under scripts/with-postgres.sh; writes its result to argv[2]. */
import { writeFileSync } from "node:fs";
import { onAdminUrl, type BenchOptions } from "./postgres";

const adminUrl = process.env.PG_ADMIN_URL;
const out = process.argv[2];
const options = JSON.parse(process.env.BENCH_OPTIONS ?? "{}") as BenchOptions;
if (!adminUrl || !out) throw new Error("run through bench/run.ts (needs PG_ADMIN_URL and a path)");
writeFileSync(out, JSON.stringify(await onAdminUrl(adminUrl, options)));
