/** The throughput rows of the goals table: the bare reference and each route's share of it. */
import { atLeast, median, percentOf, PERCENTAGE_POINTS, type Figure } from "./goals";

export interface Load {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

/** A route's row: its rate as a share of `bare`, the reference of the run. */
export function routeFigure(
  name: string,
  goal: number,
  note: string,
  loadOf: Load,
  bare: number,
): Figure {
  const percent = percentOf(loadOf.requestsPerSecond, bare);
  const failed = loadOf.non2xx + loadOf.errors;
  return {
    name,
    value: `${loadOf.requestsPerSecond.toFixed(0)} req/s = ${percent.toFixed(1)} % of bare`,
    goal: `>= ${goal} % of bare${note}`,
    verdict:
      failed > 0
        ? { met: false, text: `${failed} answers were not 2xx or failed` }
        : atLeast(percent, goal, PERCENTAGE_POINTS),
  };
}

/** The reference row: the bare route, measured before each app route, as their median. */
export function bareFigure(samples: readonly number[]): Figure {
  const rounded = samples.map((value) => value.toFixed(0));
  return {
    name: "bare Fastify 5 JSON route",
    value:
      samples.length === 0
        ? "not measured"
        : `${median(samples).toFixed(0)} req/s, the median of ${samples.length} runs, one before each route (${rounded.join(", ")})`,
    goal: "the reference",
  };
}
