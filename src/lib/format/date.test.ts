import { describe, expect, it } from "vitest";
import { formatDottedDate, parseDate, toIsoDate } from "./date";

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
