/**
 * The CSV import of 50,000 people (docs/integration.md "CSV import", DESIGN.md section 9: under
 * 60 s) on a fresh database: four companies, then a dry run, the first apply and a second apply
 * of the same file, each timed from the file's text to the committed transaction.
 */
import type { Database } from "../server/db/client";
import { openPgliteDatabase } from "../server/db/pglite";
import { migrateDatabase } from "../server/db/migrate";
import { companies, departments } from "../server/db/schema";
import { applyPlan } from "../server/modules/admin-import/apply";
import { parseCsv } from "../server/modules/admin-import/csv";
import { planImport } from "../server/modules/admin-import/plan";
import { readRows } from "../server/modules/admin-import/rows";
import { atMost, notMeasured, type Figure } from "./goals";

export const IMPORT_ROWS = 50_000;
export const IMPORT_GOAL_SECONDS = 60;
const COMPANIES = [901, 902, 903, 904];

export interface ImportTimes {
  rows: number;
  megabytes: number;
  dryRun: number;
  firstApply: number;
  secondApply: number;
}

/** A file of `rows` people in four companies, 40 divisions and 400 teams. */
export function importFile(rows: number): string {
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

/** Times the three steps on `database`, which must be empty (it is migrated here). */
export async function benchCsvImport(database: Database, rows: number): Promise<ImportTimes> {
  await migrateDatabase(database);
  const db = database.db;
  for (const id of COMPANIES) {
    await db
      .insert(companies)
      .values({ id, companyCode: `B${id}`, companyName: `벤치 ${id}` })
      .onConflictDoNothing();
    await db.insert(departments).values({ companyId: id, name: `벤치 ${id}` });
  }
  const text = importFile(rows);
  const seconds = async (apply: boolean) => {
    const started = performance.now();
    const csv = parseCsv(text);
    if (!csv.ok) throw new Error("the bench file is no valid CSV");
    const { rows: read, problems } = readRows(csv.records);
    await db.transaction(async (tx) => {
      const plan = await planImport(tx, read, false);
      if (problems.length + plan.problems.length > 0) throw new Error("problems in the bench file");
      if (apply) await applyPlan(tx, plan, new Date());
    });
    return (performance.now() - started) / 1000;
  };
  const dryRun = await seconds(false);
  const firstApply = await seconds(true);
  const secondApply = await seconds(true);
  return { rows, megabytes: text.length / 1e6, dryRun, firstApply, secondApply };
}

const figureName = (database: string, rows: number) =>
  `CSV import of ${rows.toLocaleString("en-US")} people, ${database}`;
const GOAL = `each step < ${IMPORT_GOAL_SECONDS} s`;

export function importFigure(database: string, times: ImportTimes): Figure {
  const s = (value: number) => `${value.toFixed(1)} s`;
  return {
    name: figureName(database, times.rows),
    value: `first apply ${s(times.firstApply)} (dry run ${s(times.dryRun)}, same file again ${s(times.secondApply)})`,
    goal: GOAL,
    verdict: atMost(
      Math.max(times.dryRun, times.firstApply, times.secondApply),
      IMPORT_GOAL_SECONDS,
      { suffix: " s", digits: 1 },
    ),
  };
}

/** The bench part: the import on an in-memory PGlite (the embedded default). */
export async function benchImportPart(): Promise<Figure> {
  const label = "PGlite (in memory)";
  console.log(`\nCSV import of ${IMPORT_ROWS} people into an in-memory PGlite ...`);
  const database = await openPgliteDatabase();
  try {
    const figure = importFigure(label, await benchCsvImport(database, IMPORT_ROWS));
    console.log(`  ${figure.value}`);
    return figure;
  } catch (error) {
    return notMeasured(figureName(label, IMPORT_ROWS), GOAL, String(error));
  } finally {
    await database.close();
  }
}
