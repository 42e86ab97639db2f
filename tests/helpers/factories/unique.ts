/**
 * Ids and names for factory rows. Each test file has a database of its own, but a suite may still
 * hold the demo seed and several tests of one file share it: a per-file tag plus a counter keeps
 * every row apart, so no test finds (or trips over) another's.
 */
const tag = Math.random().toString(36).slice(2, 6);
let counter = 0;

export function nextNumber(): number {
  counter += 1;
  return counter;
}

/** `prefix-tag-n`: lower-case ASCII (valid as an account id) and short (favorites allow 17). */
export function uniqueName(prefix: string): string {
  return `${prefix}-${tag}-${nextNumber()}`;
}

/** Company ids are business ids, never generated: far above the seeds' (1..470, 9001..9005). */
export function uniqueCompanyId(): number {
  return 100_000 + nextNumber();
}
