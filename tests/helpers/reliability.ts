/**
 * Shared by the reliability suites (two nodes, load, faults): when they run, and how they
 * report their figures (docs/reliability.md quotes these lines).
 */
import { postgresAvailable } from "./own-postgres";

/*
 * These suites start their own server processes and their own PostgreSQL, so the second
 * vitest pass of `npm test` (scripts/with-postgres.sh, TEST_DATABASE_URL set) would only repeat
 * them: they run in the first pass only, which keeps the whole suite's time in bounds.
 */
export const reliabilityRuns = postgresAvailable && !process.env.TEST_DATABASE_URL;

/** One line of figures, greppable in the test output: `[reliability] name: k=v ...`. */
export function report(name: string, figures: Record<string, number | string>): void {
  const text = Object.entries(figures)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
  console.log(`[reliability] ${name}: ${text}`);
}
