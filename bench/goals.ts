/**
 * The figures of the performance issue's table, each with its goal and a verdict that says by how
 * much a goal is missed. Pure: measured values in, text out (tested in goals.test.ts).
 */

/** A figure the bench could not measure here says why instead of a value. */
export interface Figure {
  name: string;
  /** The measured value as shown ("41.2 % of bare", "95"), or undefined when not measured. */
  value?: string;
  goal: string;
  /** undefined: no goal (the reference row); otherwise met or missed, with the gap. */
  verdict?: Verdict;
}

export interface Verdict {
  met: boolean;
  text: string;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** value / reference as a percentage. */
export const percentOf = (value: number, reference: number): number => (value / reference) * 100;

const round = (value: number, digits: number): string =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** How a value and a gap are written: "12 points", "8.3 percentage points", "120 ms". */
export interface Unit {
  suffix: string;
  digits: number;
}
export const POINTS: Unit = { suffix: " points", digits: 0 };
export const PERCENTAGE_POINTS: Unit = { suffix: " percentage points", digits: 1 };
export const MILLISECONDS: Unit = { suffix: " ms", digits: 0 };
export const KILOBYTES: Unit = { suffix: " KB", digits: 1 };
export const REQUESTS: Unit = { suffix: " requests", digits: 0 };

function gapText(gap: number, goal: number, unit: Unit): string {
  const relative = goal !== 0 ? ` (${round((gap / goal) * 100, 1)} % of the goal)` : "";
  return `misses by ${round(gap, unit.digits)}${unit.suffix}${relative}`;
}

/** Goal "value >= goal". */
export function atLeast(value: number, goal: number, unit: Unit): Verdict {
  if (!Number.isFinite(value)) return { met: false, text: "no value" };
  return value >= goal
    ? { met: true, text: "met" }
    : { met: false, text: gapText(goal - value, goal, unit) };
}

/** Goal "value <= goal". */
export function atMost(value: number, goal: number, unit: Unit): Verdict {
  if (!Number.isFinite(value)) return { met: false, text: "no value" };
  return value <= goal
    ? { met: true, text: "met" }
    : { met: false, text: gapText(value - goal, goal, unit) };
}

/** A figure of a part that could not run: counted as missed, since nothing shows it is met. */
export const notMeasured = (name: string, goal: string, why: string): Figure => ({
  name,
  goal,
  verdict: { met: false, text: `not measured: ${why}` },
});

export const missed = (figures: readonly Figure[]): Figure[] =>
  figures.filter((f) => f.verdict && !f.verdict.met);
