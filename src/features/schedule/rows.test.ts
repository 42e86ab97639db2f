import { afterEach, describe, expect, it, vi } from "vitest";
import { toScheduleRows } from "./rows";

afterEach(() => vi.restoreAllMocks());

describe("toScheduleRows", () => {
  const items = [
    { day: "11-2026-17", title: "창립기념일 행사", type: "EVENT" as const },
    { day: "11-2026-03", title: "임시공휴일", type: "HOLIDAY" as const },
    { day: "11-2026-03", title: "워크숍" },
  ];

  it("sorts by date, holidays first on a day, and marks today", () => {
    const rows = toScheduleRows(items, "ko", "2026-11-03");
    expect(rows.map((row) => [row.iso, row.kind, row.isToday])).toEqual([
      ["2026-11-03", "holiday", true],
      ["2026-11-03", "event", true],
      ["2026-11-17", "event", false],
    ]);
  });

  it("labels the date with its weekday per locale", () => {
    expect(toScheduleRows(items, "ko", "")[0]?.dateLabel).toBe("11월 3일 (화)");
    expect(toScheduleRows(items, "en", "")[0]?.dateLabel).toBe("Tue, Nov 3");
    expect(toScheduleRows(items, "ja", "")[0]?.dateLabel).toBe("11月3日(火)");
  });

  it("skips an unreadable day with a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(toScheduleRows([{ day: "2026-11-03", title: "x" }], "ko", "")).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});
