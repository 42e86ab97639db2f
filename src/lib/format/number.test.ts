import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCurrency, formatNumber, minutesToHours, toNumber } from "./number";

const LOCALES = ["ko", "en", "zh", "ja"] as const;

describe("formatNumber", () => {
  it.each(LOCALES)("groups thousands with commas and no decimals (%s)", (locale) => {
    expect(formatNumber(1234567, locale)).toBe("1,234,567");
    expect(formatNumber(1234567.6, locale)).toBe("1,234,568");
    expect(formatNumber(999, locale)).toBe("999");
    expect(formatNumber(-1234, locale)).toBe("-1,234");
  });

  it("formats zero and empty values as 0", () => {
    for (const empty of [0, undefined, null, "", "abc", Number.NaN, Infinity]) {
      expect(formatNumber(empty, "ko")).toBe("0");
    }
    expect(formatNumber(-0.2, "en")).toBe("0");
  });

  it("accepts numeric text and keeps requested decimals", () => {
    expect(formatNumber("1234567", "en")).toBe("1,234,567");
    expect(formatNumber("1,234", "en")).toBe("1,234");
    expect(formatNumber(12.5, "ko", { maximumFractionDigits: 1 })).toBe("12.5");
    expect(formatNumber(12, "ko", { maximumFractionDigits: 1 })).toBe("12");
  });

  it("falls back to Korean for an unknown or missing locale", () => {
    expect(formatNumber(1234, undefined)).toBe("1,234");
    expect(formatNumber(1234, "xx")).toBe("1,234");
  });
});

describe("toNumber", () => {
  it("reads numbers and numeric text, else 0", () => {
    expect(toNumber(5)).toBe(5);
    expect(toNumber(" 42 ")).toBe(42);
    expect(toNumber(undefined)).toBe(0);
    expect(toNumber("1e3")).toBe(1000);
  });
});

describe("formatCurrency", () => {
  it("gives 0 for empty values", () => {
    expect(formatCurrency(undefined)).toBe("0");
    expect(formatCurrency(null, "en")).toBe("0");
    expect(formatCurrency("", "ja")).toBe("0");
  });

  it.each(LOCALES)("has no decimals (%s)", (locale) => {
    expect(formatCurrency(1234567.4, locale)).toBe("1,234,567");
  });

  it("adds the won unit per locale on request", () => {
    expect(formatCurrency(1234567, "ko", { withUnit: true })).toBe("1,234,567원");
    expect(formatCurrency(1234567, "en", { withUnit: true })).toBe("₩1,234,567");
    expect(formatCurrency(1234567, "zh", { withUnit: true })).toBe("₩1,234,567");
    expect(formatCurrency(1234567, "ja", { withUnit: true })).toMatch(/^[₩￦]1,234,567$/);
    expect(formatCurrency(undefined, "ko", { withUnit: true })).toBe("0원");
  });
});

describe("minutesToHours", () => {
  it("shows whole hours with the locale's unit", () => {
    expect(minutesToHours(2400, "ko")).toBe("40시간");
    expect(minutesToHours(2400, "en")).toBe("40h");
    expect(minutesToHours(2400, "zh")).toBe("40小时");
    expect(minutesToHours(2400, "ja")).toBe("40時間");
  });

  it("keeps one decimal at most and groups thousands", () => {
    expect(minutesToHours(90, "en")).toBe("1.5h");
    expect(minutesToHours(100, "en")).toBe("1.7h");
    expect(minutesToHours(60_000 * 2, "en")).toBe("2,000h");
  });

  it("formats empty as zero and can drop the unit", () => {
    expect(minutesToHours(undefined, "ko")).toBe("0시간");
    expect(minutesToHours(null, "en")).toBe("0h");
    expect(minutesToHours(2400, "ko", { unit: false })).toBe("40");
  });
});

// My page's figures are the first numbers of their screen: the first NumberFormat a page builds
// loads its locale's number data, a long task of its own (decimal.ts).
describe("the figures' number data", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(LOCALES)(
    "counts, hours and won amounts build no Intl.NumberFormat (%s)",
    async (locale) => {
      vi.resetModules(); // a fresh module: no formatter kept by the tests above
      const fresh = await import("./number");
      const built = vi.spyOn(Intl, "NumberFormat");
      expect(fresh.formatNumber(1234567, locale)).toBe("1,234,567");
      expect(fresh.minutesToHours(87, locale, { unit: false })).toBe("1.5");
      expect(fresh.formatCurrency(-48_000.4, locale)).toBe("-48,000");
      expect(built).not.toHaveBeenCalled();
    },
  );
});
