import { describe, expect, it } from "vitest";
import { formatTemperature } from "./temperature";

// The writer itself is held equal to Intl by lib/format/decimal.test.ts; these are the weather's
// own cases: one decimal, halves, the sign of a negative zero, and what is left to Intl.
describe("formatTemperature", () => {
  it.each(["ko", "en", "zh", "ja"])("writes a temperature as Intl does (%s)", (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    for (const value of [-12.25, -0.04, -0, 0, 1.15, 23.46, 99.95, 1234.56, 1e-7, Infinity])
      expect(formatTemperature(value, locale), String(value)).toBe(intl.format(value));
  });

  it("rounds by the shortest decimal and keeps a negative zero's sign", () => {
    expect(formatTemperature(1.15, "ko")).toBe("1.2");
    expect(formatTemperature(-0.04, "en")).toBe("-0");
  });
});
