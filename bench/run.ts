/**
 * `npm run bench [-- --only search,http,lighthouse,paint,js,import] [--total N --requests N ...]`:
 * every figure of the performance issue's table (and DESIGN.md section 9's budgets) in one run,
 * printed and written to docs/performance.md (the "goals" section, and the member-search details). Exits 1 when a goal
 * is missed or could not be measured, after writing the report. A measurement, not a timed test.
 *   search      member search p50/p95 at 50,000 employees, PGlite and PostgreSQL
 *   http        autocannon: the app's routes on PGlite and on PostgreSQL, bare Fastify before each
 *   lighthouse  Lighthouse 12 mobile on /, /user, /OrganizationView, signed in
 *   paint       requests before home is painted, offline repeat visit at 4x CPU
 *   js          home route's initial JS (always measured with lighthouse or paint)
 *   import      CSV import of 50,000 people on PGlite (dry run, first apply, the same file again)
 */
import { loadavg } from "node:os";
import { LARGE_GROUP_SIZE } from "../server/db/seed/seed-large";
import { writeSection } from "./doc-section";
import { benchClient } from "./client";
import { benchImportPart } from "./csv-import";
import { missed, type Figure } from "./goals";
import { machineNow, printFigures, renderGoals } from "./goals-report";
import { benchMemberSearchPart, searchFigures } from "./search-part";
import { benchThroughput, THROUGHPUT_NOTE } from "./throughput";
import { LIGHTHOUSE_NOTE } from "./lighthouse";
import { PAINT_NOTE } from "./paint";

export const PARTS = ["search", "http", "lighthouse", "paint", "js", "import"] as const;
type Part = (typeof PARTS)[number];

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a positive integer`);
  return value;
}

function parts(): Set<Part> {
  const at = process.argv.indexOf("--only");
  if (at < 0) return new Set(PARTS);
  const chosen = (process.argv[at + 1] ?? "").split(",").filter(Boolean);
  const unknown = chosen.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (chosen.length === 0 || unknown.length > 0)
    throw new Error(`--only takes a comma-separated list of ${PARTS.join(", ")}`);
  return new Set(chosen as Part[]);
}

async function main(): Promise<void> {
  const chosen = parts();
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  const port = option("port", 4460);
  const figures: Figure[] = [];
  const notes: string[] = [];
  if (chosen.has("http")) {
    figures.push(...(await benchThroughput([port, port + 1, port + 2])));
    notes.push(THROUGHPUT_NOTE);
  }
  if (chosen.has("lighthouse")) notes.push(LIGHTHOUSE_NOTE);
  if (chosen.has("paint")) notes.push(PAINT_NOTE);
  if (chosen.has("lighthouse") || chosen.has("paint") || chosen.has("js"))
    notes.push("Home initial JS: scripts/check-budget.mjs on the build in dist/ (gzip level 9).");
  if (chosen.has("lighthouse") || chosen.has("paint") || chosen.has("js"))
    figures.push(
      ...(await benchClient({
        port: port + 3,
        lighthouse: chosen.has("lighthouse"),
        paint: chosen.has("paint"),
        lighthouseRuns: option("lighthouse-runs", 5),
        paintRepeats: option("paint-repeats", 10),
      })),
    );
  if (chosen.has("search")) {
    const search = await benchMemberSearchPart({
      total: option("total", LARGE_GROUP_SIZE),
      requests: option("requests", 550),
      warmup: option("warmup", 55),
    });
    figures.push(...searchFigures(search.results));
    notes.push(...search.notes);
  }
  if (chosen.has("import")) figures.push(await benchImportPart());
  console.log("\nGoals:");
  printFigures(figures);
  writeSection(
    "goals",
    renderGoals({
      date: new Date().toISOString().replace("T", " ").slice(0, 16) + " UTC",
      machine: machineNow(loadAtStart),
      parts: [...chosen].join(", "),
      figures,
      notes,
    }),
  );
  const misses = missed(figures);
  if (misses.length > 0) {
    console.log(`\n${misses.length} goals missed or not measured.`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
