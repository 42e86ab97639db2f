import { describe, expect, it } from "vitest";
import { decimalWithoutIntl } from "./decimal";

const LOCALES = ["ko", "en", "zh", "ja"];

/** Every value, digit count and language where the two differ, as "ko 1.15/1: 1.1 (Intl 1.2)". */
function differences(values: readonly number[], digits: readonly number[] = [0, 1, 2, 3]) {
  const found: string[] = [];
  for (const locale of LOCALES)
    for (const max of digits) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: max });
      for (const value of values) {
        const ours = decimalWithoutIntl(value, max) ?? intl.format(value);
        if (ours !== intl.format(value))
          found.push(`${locale} ${value}/${max}: ${ours} (Intl ${intl.format(value)})`);
      }
    }
  return found;
}

const sweep = (count: number, at: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => at(i));

describe("decimalWithoutIntl", () => {
  it("writes what Intl writes, for every hundredth from -100 to 100 in the four languages", () => {
    expect(differences(sweep(20_001, (i) => (i - 10_000) / 100))).toEqual([]);
  });

  it("and for values of many digits, large and small", () => {
    expect(differences(sweep(20_001, (i) => -100 + i * 0.01003))).toEqual([]);
    expect(differences(sweep(2_001, (i) => (i - 1_000) * 7_654_321.123_7))).toEqual([]);
    expect(differences(sweep(2_001, (i) => i * 0.000_013_7))).toEqual([]);
  });

  it("groups by three from 1,000 on, as Intl does", () => {
    const values = [999, 1000, 9999.5, 12_345, 123_456, -1_234_567, 1_000_000, 2 ** 53, 1e20];
    expect(differences(values)).toEqual([]);
    expect(decimalWithoutIntl(1_234_567, 0)).toBe("1,234,567");
  });

  it("rounds halves as Intl does, by the shortest decimal of the value", () => {
    const halves = [0.5, 1.5, -2.5, 1.05, 1.15, 1.25, -12.25, 0.05, 2.45, 99.95, -99.95, 1.005];
    expect(differences(halves)).toEqual([]);
    expect(decimalWithoutIntl(1.15, 1)).toBe("1.2");
  });

  it("keeps the sign of a negative zero, and leaves exponents and non-numbers to Intl", () => {
    expect(differences([-0, -0.04, 0.04, 0.9999999])).toEqual([]);
    for (const value of [1e-7, -3e-9, 1e21, Number.MAX_VALUE, Infinity, -Infinity, NaN])
      expect(decimalWithoutIntl(value, 1)).toBeUndefined();
  });
});
