import { describe, expect, it } from "vitest";
import { hasScheduleNews } from "./schedule-news";

const LOGIN = "2026-11-20T09:00:00.000Z";

describe("hasScheduleNews", () => {
  it("before any visit: an entry created since the previous login is new", () => {
    expect(hasScheduleNews("2026-11-21T00:00:00.000Z", null, LOGIN)).toBe(true);
    expect(hasScheduleNews("2026-11-19T00:00:00.000Z", null, LOGIN)).toBe(false);
  });

  it("after a visit: only entries created since that visit are new", () => {
    const seen = "2026-11-22T00:00:00.000Z";
    expect(hasScheduleNews("2026-11-21T00:00:00.000Z", seen, LOGIN)).toBe(false);
    expect(hasScheduleNews("2026-11-23T00:00:00.000Z", seen, LOGIN)).toBe(true);
  });

  it("no entry, or an unreadable time: no badge", () => {
    expect(hasScheduleNews(null, null, LOGIN)).toBe(false);
    expect(hasScheduleNews("not a date", null, LOGIN)).toBe(false);
    expect(hasScheduleNews("2026-11-21T00:00:00.000Z", "garbage", LOGIN)).toBe(false);
  });

  it("a first login with no visit: any entry is new", () => {
    expect(hasScheduleNews("2020-01-01T00:00:00.000Z", null, null)).toBe(true);
  });
});
