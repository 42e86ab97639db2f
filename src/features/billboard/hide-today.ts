/**
 * "Do not show today" for the home popups (spec 4 "Banner popup", 9: until the next midnight).
 * Each popup has its own key; the value is the epoch milliseconds of the next LOCAL midnight.
 */
export const BILLBOARD_HIDE_KEY = "gp.billboard.hideUntil";
export const NOTICE_POPUP_HIDE_KEY = "gp.noticePopup.hideUntil";

/** 00:00:00.000 of the next local calendar day (DST-safe: built from the date parts). */
export function nextLocalMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode): the popup simply shows
  }
}

/** True while the stored hide-until time is in the future. */
export function isHiddenToday(key: string, now: Date = new Date()): boolean {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(key);
  } catch {
    raw = undefined;
  }
  const until = raw ? Number(raw) : NaN;
  return Number.isFinite(until) && until > now.getTime();
}

/** Ticking stores the next local midnight; unticking clears it. */
export function setHiddenToday(key: string, hidden: boolean, now: Date = new Date()): void {
  try {
    if (hidden) storage()?.setItem(key, String(nextLocalMidnight(now).getTime()));
    else storage()?.removeItem(key);
  } catch (error) {
    console.warn("Could not store the popup preference", error);
  }
}
