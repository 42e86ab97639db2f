/** Temperature compared with yesterday (spec 9): same, X°C higher or X°C lower. */
export type Comparison = { kind: "same" } | { kind: "higher" | "lower"; value: number };

/**
 * Rounds to one decimal first, so a difference that would print as 0 reads "same as yesterday".
 * A missing or non-numeric value gives null (nothing shown).
 */
export function compareWithYesterday(delta: number | null | undefined): Comparison | null {
  if (typeof delta !== "number" || !Number.isFinite(delta)) return null;
  const value = Math.round(Math.abs(delta) * 10) / 10;
  if (value === 0) return { kind: "same" };
  return { kind: delta > 0 ? "higher" : "lower", value };
}
