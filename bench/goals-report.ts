/**
 * The "Goals" section of docs/performance.md: every figure of the performance issue's table from
 * one `npm run bench` run, with its goal and whether it is met (and by how much it is missed).
 */
import { cpus, loadavg } from "node:os";
import type { Figure } from "./goals";

export interface Machine {
  cpu: string;
  cores: number;
  node: string;
  /** 1-minute load average when the run started and when it ended. */
  load: [number, number];
}

export const machineNow = (loadAtStart: number): Machine => ({
  cpu: cpus()[0]?.model.trim() ?? "unknown CPU",
  cores: cpus().length,
  node: process.version,
  load: [loadAtStart, loadavg()[0] ?? Number.NaN],
});

const cell = (text: string): string => text.replaceAll("|", "\\|");

export function verdictCell(figure: Figure): string {
  if (!figure.verdict) return "-";
  return figure.verdict.met ? "met" : `**${figure.verdict.text}**`;
}

export function renderGoals(input: {
  date: string;
  machine: Machine;
  parts: string;
  figures: readonly Figure[];
  notes: readonly string[];
}): string {
  const { date, machine, figures } = input;
  const misses = figures.filter((f) => f.verdict && !f.verdict.met).length;
  const rows = figures.map(
    (f) =>
      `| ${cell(f.name)} | ${cell(f.value ?? "-")} | ${cell(f.goal)} | ${cell(verdictCell(f))} |`,
  );
  return [
    "## Goals (performance issue)",
    "",
    `Measured ${date} by \`npm run bench\` (parts: ${input.parts}) on ${machine.cores} CPU cores`,
    `(${machine.cpu}), Node ${machine.node}; 1-minute load average ${machine.load.map((l) => l.toFixed(1)).join(" -> ")}`,
    "(start -> end of the run; above the number of cores, other work was competing for the CPU).",
    "",
    misses === 0
      ? "Every goal is met."
      : `${misses} of ${figures.filter((f) => f.verdict).length} goals are missed.`,
    "",
    "| figure | measured | goal | verdict |",
    "|---|---|---|---|",
    ...rows,
    "",
    ...input.notes.map((n) => `- ${n}`),
  ].join("\n");
}

/** One line per figure for the console. */
export function printFigures(figures: readonly Figure[]): void {
  for (const f of figures)
    console.log(
      `${f.verdict && !f.verdict.met ? "MISS" : "ok  "}  ${f.name}: ${f.value ?? "-"} (goal ${f.goal}) ${f.verdict?.text ?? ""}`,
    );
}
