import { describe, expect, it } from "vitest";
import { parseEventDay, todayIso } from "./event-day";

describe("parseEventDay (month-year-day text)", () => {
  it("reads '11-2026-03' as 3 November 2026", () => {
    expect(parseEventDay("11-2026-03")).toEqual({
      year: 2026,
      month: 11,
      day: 3,
      iso: "2026-11-03",
    });
  });

  it("accepts unpadded parts and surrounding spaces", () => {
    expect(parseEventDay(" 1-2026-5 ")?.iso).toBe("2026-01-05");
  });

  it("rejects other orders, impossible dates and non-text", () => {
    expect(parseEventDay("2026-11-03")).toBeUndefined();
    expect(parseEventDay("02-2026-30")).toBeUndefined();
    expect(parseEventDay("13-2026-01")).toBeUndefined();
    expect(parseEventDay("")).toBeUndefined();
    expect(parseEventDay(undefined)).toBeUndefined();
    expect(parseEventDay(20261103)).toBeUndefined();
  });

  it("todayIso is the local calendar day", () => {
    expect(todayIso(new Date(2026, 10, 3, 23, 59))).toBe("2026-11-03");
  });
});
