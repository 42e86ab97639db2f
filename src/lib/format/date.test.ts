import { describe, expect, it } from "vitest";
import { formatClockTime, formatDottedDate, parseDate, toIsoDate } from "./date";

describe("formatDottedDate", () => {
  it("writes dates with dots and zero padding", () => {
    expect(formatDottedDate("2026-11-03")).toBe("2026.11.03");
    expect(formatDottedDate("2026-1-5")).toBe("2026.01.05");
    expect(formatDottedDate("2026-11-03 23:59:59")).toBe("2026.11.03");
    expect(formatDottedDate("2026-11-03T23:59:59")).toBe("2026.11.03");
    expect(formatDottedDate(new Date(2026, 10, 3, 12))).toBe("2026.11.03");
  });

  it("reads zoned ISO text in the device's time zone", () => {
    const iso = "2026-11-03T12:00:00Z";
    const local = new Date(iso);
    const expected = `${local.getFullYear()}.${String(local.getMonth() + 1).padStart(2, "0")}.${String(local.getDate()).padStart(2, "0")}`;
    expect(formatDottedDate(iso)).toBe(expected);
    expect(formatDottedDate(local.getTime())).toBe(expected);
  });

  it("gives an empty text for empty or invalid input", () => {
    expect(formatDottedDate(undefined)).toBe("");
    expect(formatDottedDate(null)).toBe("");
    expect(formatDottedDate("")).toBe("");
    expect(formatDottedDate("not a date")).toBe("");
    expect(formatDottedDate("2026-02-30")).toBe("");
    expect(formatDottedDate(new Date(Number.NaN))).toBe("");
  });
});

describe("parseDate / toIsoDate", () => {
  it("keeps plain dates local", () => {
    expect(parseDate("2026-11-03")?.getDate()).toBe(3);
    expect(toIsoDate("2026.11.3")).toBe("2026-11-03");
    expect(toIsoDate("nope")).toBe("");
  });
});

describe("formatClockTime", () => {
  it("writes every minute of a day as Intl does, 24-hour, in the four languages", () => {
    const differences: string[] = [];
    for (const locale of ["ko", "en", "zh", "ja"]) {
      const intl = new Intl.DateTimeFormat(locale, {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const at = new Date(2026, 10, 26, 0, minute);
        if (formatClockTime(at) !== intl.format(at))
          differences.push(`${locale} ${formatClockTime(at)} (Intl ${intl.format(at)})`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("reads server times and writes nothing for an invalid one", () => {
    expect(formatClockTime(new Date(2026, 10, 26, 8, 5).toISOString())).toBe("08:05");
    expect(formatClockTime("2026-11-26 23:59:30")).toBe("23:59");
    expect(formatClockTime("not a time")).toBe("");
  });
});
