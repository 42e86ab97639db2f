import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BILLBOARD_HIDE_KEY,
  isHiddenToday,
  nextLocalMidnight,
  NOTICE_POPUP_HIDE_KEY,
  setHiddenToday,
} from "./hide-today";

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("nextLocalMidnight", () => {
  it("is 00:00:00.000 of the next local day", () => {
    expect(nextLocalMidnight(new Date(2026, 10, 21, 13, 5, 7))).toEqual(new Date(2026, 10, 22));
    expect(nextLocalMidnight(new Date(2026, 10, 21, 0, 0, 0))).toEqual(new Date(2026, 10, 22));
    expect(nextLocalMidnight(new Date(2026, 11, 31, 23, 59, 59))).toEqual(new Date(2027, 0, 1));
  });
});

describe("hide until midnight (spec 4/9)", () => {
  it("ticked at 23:59:59: hidden until 23:59:59.999, shown again at 00:00:00 the next day", () => {
    vi.setSystemTime(new Date(2026, 10, 21, 23, 59, 59));
    setHiddenToday(BILLBOARD_HIDE_KEY, true);
    expect(localStorage.getItem(BILLBOARD_HIDE_KEY)).toBe(String(new Date(2026, 10, 22).getTime()));
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(true);

    vi.setSystemTime(new Date(2026, 10, 21, 23, 59, 59, 999));
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(true);

    vi.setSystemTime(new Date(2026, 10, 22, 0, 0, 0));
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
  });

  it("ticked at 00:00:00 hides for the whole day", () => {
    vi.setSystemTime(new Date(2026, 10, 22, 0, 0, 0));
    setHiddenToday(BILLBOARD_HIDE_KEY, true);
    vi.setSystemTime(new Date(2026, 10, 22, 23, 59, 59));
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(true);
    vi.setSystemTime(new Date(2026, 10, 23, 0, 0, 0));
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
  });

  it("unticking clears the stored time", () => {
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
    setHiddenToday(BILLBOARD_HIDE_KEY, true);
    setHiddenToday(BILLBOARD_HIDE_KEY, false);
    expect(localStorage.getItem(BILLBOARD_HIDE_KEY)).toBeNull();
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
  });

  it("each popup has its own key", () => {
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
    setHiddenToday(NOTICE_POPUP_HIDE_KEY, true);
    expect(isHiddenToday(NOTICE_POPUP_HIDE_KEY)).toBe(true);
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
  });

  it("a missing, past or garbage value shows the popup", () => {
    vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
    localStorage.setItem(BILLBOARD_HIDE_KEY, String(new Date(2026, 10, 21).getTime()));
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
    localStorage.setItem(BILLBOARD_HIDE_KEY, "tomorrow");
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
  });

  it("storage that throws never breaks the page", () => {
    const spy = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(isHiddenToday(BILLBOARD_HIDE_KEY)).toBe(false);
    spy.mockRestore();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const setSpy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => setHiddenToday(BILLBOARD_HIDE_KEY, true)).not.toThrow();
    setSpy.mockRestore();
    warn.mockRestore();
  });
});
