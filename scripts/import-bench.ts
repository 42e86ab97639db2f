/**
 * Times the CSV import with 50,000 rows (docs/integration.md "CSV import"): a fresh in-memory
 * PGlite database (or DATABASE_URL's PostgreSQL, which must be an empty scratch database).
 * `npm run bench -- --only import` measures the same as one of its goals.
 *   npx tsx scripts/import-bench.ts [rows]
 */
import { benchCsvImport, IMPORT_ROWS } from "../bench/csv-import";
import { openDatabase } from "../server/db/client";

const rows = Number(process.argv[2] ?? IMPORT_ROWS);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: "memory://",
});
try {
  const times = await benchCsvImport(database, rows);
  const kind = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`${rows} rows, ${times.megabytes.toFixed(1)} MB, ${kind}`);
  console.log(`dry run: ${times.dryRun.toFixed(1)} s`);
  console.log(`first apply: ${times.firstApply.toFixed(1)} s`);
  console.log(`second apply (same file): ${times.secondApply.toFixed(1)} s`);
} finally {
  await database.close();
}
