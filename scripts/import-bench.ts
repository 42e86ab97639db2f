/**
 * Times the CSV import with 50,000 rows (docs/integration.md "CSV import"): a fresh in-memory
 * PGlite database (or DATABASE_URL's PostgreSQL, which must be an empty scratch database),
 * four companies, then a dry run, the first apply and a second apply of the same file.
 *   npx tsx scripts/import-bench.ts [rows]
 */
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { companies, departments } from "../server/db/schema";
import { applyPlan } from "../server/modules/admin-import/apply";
import { parseCsv } from "../server/modules/admin-import/csv";
import { planImport } from "../server/modules/admin-import/plan";
import { readRows } from "../server/modules/admin-import/rows";

const ROWS = Number(process.argv[2] ?? 50_000);
const COMPANIES = [901, 902, 903, 904];

function file(rows: number): string {
  const lines = [
    "account_id,name,email,phone,company_code,employee_no,department,position,duty,primary",
  ];
  for (let i = 0; i < rows; i++) {
    const company = COMPANIES[i % COMPANIES.length];
    const division = `본부${(i % 40) + 1}`;
    const team = `팀${(i % 400) + 1}`;
    lines.push(
      `bench${i},직원${i},bench${i}@corp.example,010-${String(1000 + (i % 9000))}-${String(i % 10000).padStart(4, "0")},` +
        `B${company},N${i},${division}/${team},사원,,Y`,
    );
  }
  return lines.join("\n");
}

async function main() {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: "memory://",
  });
  await migrateDatabase(database);
  const db = database.db;
  for (const id of COMPANIES) {
    await db
      .insert(companies)
      .values({ id, companyCode: `B${id}`, companyName: `벤치 ${id}` })
      .onConflictDoNothing();
    await db.insert(departments).values({ companyId: id, name: `벤치 ${id}` });
  }
  const text = file(ROWS);
  const time = async (label: string, apply: boolean) => {
    const started = performance.now();
    const csv = parseCsv(text);
    if (!csv.ok) throw new Error("bad csv");
    const { rows, problems } = readRows(csv.records);
    const summary = await db.transaction(async (tx) => {
      const plan = await planImport(tx, rows, false);
      if (problems.length + plan.problems.length > 0) throw new Error("problems in the bench file");
      if (apply) await applyPlan(tx, plan, new Date());
      return plan.summary;
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${label}: ${seconds} s`, JSON.stringify(summary));
  };
  console.log(
    `${ROWS} rows, ${(text.length / 1e6).toFixed(1)} MB, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
  );
  await time("dry run", false);
  await time("first apply", true);
  await time("second apply (same file)", true);
  await database.close();
}

await main();
