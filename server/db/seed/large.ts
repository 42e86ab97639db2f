/**
 * `npm run seed:large [-- COUNT]`: (re)creates the 50,000-employee group of large-group.ts in the
 * configured database (DATABASE_URL, else the PGlite files in DATA_DIR), migrating it first.
 * Sign in as "bench" (password Demo!2345) to browse it. Re-running replaces the group.
 */
import { loadConfig } from "../../config";
import { openDatabase } from "../client";
import { migrateDatabase } from "../migrate";
import { LARGE_GROUP_SIZE, seedLargeGroup } from "./seed-large";

async function main(): Promise<void> {
  const total = Number(process.argv[2] ?? LARGE_GROUP_SIZE);
  if (!Number.isInteger(total) || total < 100) throw new Error("COUNT must be an integer >= 100");
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await migrateDatabase(database);
    const where = config.DATABASE_URL
      ? "PostgreSQL (DATABASE_URL)"
      : `PGlite in ${config.DATA_DIR}`;
    console.log(`Seeding ${total} employees into ${where} ...`);
    const result = await seedLargeGroup(database.db, { total });
    console.log(
      `Done: ${result.employees} employees, ${result.accounts} accounts in ${(result.milliseconds / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
