import { describe, expect, it } from "vitest";
import { formatTemperature } from "./temperature";

const LOCALES = ["ko", "en", "zh", "ja"];

const formats = new Map(
  LOCALES.map((locale) => [locale, new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })]),
);
const intl = (value: number, locale: string) => formats.get(locale)!.format(value);

/** Every value and language where the two differ, as "ko 1.15: 1.1 (Intl 1.2)". */
function differences(values: readonly number[]): string[] {
  const found: string[] = [];
  for (const locale of LOCALES)
    for (const value of values) {
      const ours = formatTemperature(value, locale);
      if (ours !== intl(value, locale))
        found.push(`${locale} ${value}: ${ours} (Intl ${intl(value, locale)})`);
    }
  return found;
}

const sweep = (count: number, at: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => at(i));

describe("formatTemperature", () => {
  it("writes what Intl writes, for every hundredth from -100 to 100 °C in the four languages", () => {
    expect(differences(sweep(20_001, (i) => (i - 10_000) / 100))).toEqual([]);
  });

  it("and for values of many digits", () => {
    expect(differences(sweep(20_001, (i) => -100 + i * 0.01003))).toEqual([]);
  });

  it("rounds halves as Intl does, by the shortest decimal of the value", () => {
    const halves = [1.05, 1.15, 1.25, -12.25, 0.05, -0.05, 2.45, 99.95, -99.95, 1e-7, 0.9999999];
    expect(differences(halves)).toEqual([]);
    expect(formatTemperature(1.15, "ko")).toBe("1.2");
  });

  it("keeps the sign of a negative zero, and leaves large values to Intl", () => {
    expect(differences([-0, -0.04, 0.04, 1234.56, -2500, Number.MAX_VALUE, Infinity])).toEqual([]);
  });
});
