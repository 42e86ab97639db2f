import { describe, expect, it } from "vitest";
import { koreanHolidays } from "./korean-holidays";

const substitutes = (year: number) =>
  koreanHolidays(year)
    .filter((h) => h.title === "대체공휴일")
    .map((h) => h.day);

describe("koreanHolidays", () => {
  it("has the lunar holidays of the table (설날 and 추석 with the days around them)", () => {
    const days = koreanHolidays(2026).map((h) => `${h.day} ${h.title}`);
    expect(days).toEqual(
      expect.arrayContaining(["2026-02-16 설날 연휴", "2026-02-17 설날", "2026-02-18 설날 연휴"]),
    );
    expect(days).toEqual(expect.arrayContaining(["2026-05-24 부처님오신날", "2026-09-25 추석"]));
  });

  it("adds the substitute holidays the government announced", () => {
    expect(substitutes(2024)).toEqual(["2024-02-12", "2024-05-06"]);
    // 어린이날 and 부처님오신날 on the same Monday; 추석 starting on a Sunday.
    expect(substitutes(2025)).toEqual(["2025-03-03", "2025-05-06", "2025-10-08"]);
    expect(substitutes(2026)).toEqual(["2026-03-02", "2026-05-25", "2026-08-17", "2026-10-05"]);
  });

  it("keeps the solar holidays for years outside the lunar table", () => {
    const titles = koreanHolidays(2099).map((h) => h.title);
    expect(titles).toEqual(expect.arrayContaining(["신정", "삼일절", "광복절", "성탄절"]));
    expect(titles).not.toContain("추석");
  });
});
