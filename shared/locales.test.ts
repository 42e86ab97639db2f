import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, isLocale, LOCALES } from "./locales";

describe("locales", () => {
  it("has Korean first, as the default", () => {
    expect(LOCALES[0]).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe("ko");
  });

  it("knows the supported codes only, exactly as written", () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    for (const other of ["", "KO", "en-US", "fr", "toString", undefined, null, 1])
      expect(isLocale(other)).toBe(false);
  });
});
