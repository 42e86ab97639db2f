import { describe, expect, it } from "vitest";
import { monthLabel, scheduleMonths } from "./months";
import { parseMonthValue, validateScheduleSearch } from "./search";

describe("scheduleMonths", () => {
  it("on a January date runs from that month back to January two years earlier (25 months)", () => {
    const months = scheduleMonths(new Date(2026, 0, 15));
    expect(months).toHaveLength(25);
    expect(months[0]?.value).toBe("2026-01");
    expect(months[1]?.value).toBe("2025-12");
    expect(months.at(-1)?.value).toBe("2024-01");
  });

  it("on a December date gives 36 months, newest first", () => {
    const months = scheduleMonths(new Date(2026, 11, 3));
    expect(months).toHaveLength(36);
    expect(months.slice(0, 3).map((m) => m.value)).toEqual(["2026-12", "2026-11", "2026-10"]);
    expect(months.at(-1)?.value).toBe("2024-01");
    const values = months.map((m) => m.value);
    expect([...values].sort().reverse()).toEqual(values);
  });

  it("zero-pads months in the option values and keeps year/month numbers", () => {
    const months = scheduleMonths(new Date(2026, 2, 31));
    expect(months.map((m) => m.value)).toContain("2026-03");
    expect(months.map((m) => m.value)).toContain("2025-09");
    for (const month of months) expect(month.value).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
    expect(months[0]).toMatchObject({ year: 2026, month: 3 });
  });

  it("labels year and month in each locale", () => {
    const now = new Date(2026, 10, 20);
    expect(scheduleMonths(now, "ko")[0]?.label).toBe("2026년 11월");
    expect(scheduleMonths(now, "en")[0]?.label).toBe("November 2026");
    expect(scheduleMonths(now, "zh")[0]?.label).toBe("2026年11月");
    expect(scheduleMonths(now, "ja")[0]?.label).toBe("2026年11月");
    expect(monthLabel(2024, 1, "en")).toBe("January 2024");
    expect(monthLabel(2024, 1, "xx")).toBe("2024년 1월");
  });
});

describe("month search parameter", () => {
  it("accepts only zero-padded YYYY-MM", () => {
    expect(parseMonthValue("2026-03")).toEqual({ year: 2026, month: 3 });
    expect(parseMonthValue("2026-3")).toBeUndefined();
    expect(parseMonthValue("2026-13")).toBeUndefined();
    expect(validateScheduleSearch({ month: "2025-07" })).toEqual({ month: "2025-07" });
    expect(validateScheduleSearch({ month: 202507 })).toEqual({});
    expect(validateScheduleSearch({})).toEqual({});
  });
});
