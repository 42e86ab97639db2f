/**
 * Prints the figures and writes them into docs/performance.md between the member-search
 * markers, so other sections of the page (other budgets) are kept as they are.
 */
import { cpus } from "node:os";
import { writeSection } from "./doc-section";
import type { MemberSearchResult } from "./member-search";
import { ms } from "./stats";

export const TARGET_P95_MS = 20;

export function printResult(r: MemberSearchResult): void {
  console.log(
    `\n${r.database}: ${r.employees} employees (seeded in ${r.seedSeconds.toFixed(1)} s)`,
  );
  console.log(
    `  member search  p50 ${ms(r.overall.p50)} ms  p95 ${ms(r.overall.p95)} ms  (n=${r.overall.count})`,
  );
  console.log(`  load average ${r.loadAverage.map((l) => l.toFixed(1)).join(" -> ")}`);
  for (const [kind, s] of Object.entries(r.byKind))
    console.log(
      `    ${kind.padEnd(20)} p50 ${ms(s.p50).padStart(6)}  p95 ${ms(s.p95).padStart(6)}`,
    );
}

function table(results: readonly MemberSearchResult[]): string {
  const head = `| database | employees | seeded in (s) | requests | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | p95 <= ${TARGET_P95_MS} ms | load average (start -> end) |`;
  const rows = results.map(
    (r) =>
      `| ${r.database} | ${r.employees} | ${r.seedSeconds.toFixed(1)} | ${r.overall.count} | ${ms(r.overall.p50)} | ${ms(r.overall.p95)} | ${ms(r.overall.p99)} | ${ms(r.overall.max)} | ${r.overall.p95 <= TARGET_P95_MS ? "yes" : "no"} | ${r.loadAverage.map((l) => l.toFixed(1)).join(" -> ")} |`,
  );
  return [head, "|---|---|---|---|---|---|---|---|---|---|", ...rows].join("\n");
}

function kinds(results: readonly MemberSearchResult[]): string {
  const names = [...new Set(results.flatMap((r) => Object.keys(r.byKind)))];
  const head = `| query | ${results.map((r) => `${r.database} p50 / p95`).join(" | ")} |`;
  const sep = `|---|${results.map(() => "---").join("|")}|`;
  const rows = names.map((k) => {
    const cells = results.map((r) => {
      const s = r.byKind[k];
      return s ? `${ms(s.p50)} / ${ms(s.p95)}` : "-";
    });
    return `| ${k} | ${cells.join(" | ")} |`;
  });
  return [head, sep, ...rows].join("\n");
}

export function writeReport(results: readonly MemberSearchResult[], notes: string[]): void {
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    "## Member search at 50,000 employees",
    "",
    `Measured ${date} by \`npm run bench\` on ${cpus().length} CPU cores (${cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}.`,
    "Each request goes through the whole app (`inject`: routing, access-token check, validation,",
    "SQL, ranking, serialization) with a real access token, on a freshly seeded group in which",
    "company 9001 holds 80% of the employees. Latencies in milliseconds. The load average is",
    "that of the whole machine (2 cores): above 2, other work was competing for the CPU.",
    "",
    table(results),
    "",
    kinds(results),
    "",
    ...notes.map((n) => `- ${n}`),
  ].join("\n");
  writeSection("member-search", section);
}
