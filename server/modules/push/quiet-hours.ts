/** Quiet hours: "HH:MM" to "HH:MM" on the Asia/Seoul clock, wrapping past midnight. */

const SEOUL_OFFSET_MINUTES = 9 * 60; // Korea keeps no daylight saving time

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True while `now` is inside [from, to); from > to spans midnight; from = to means none. */
export function inQuietHours(now: Date, from: string | null, to: string | null): boolean {
  if (!from || !to || from === to) return false;
  const utcMinutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const seoul = (utcMinutes + SEOUL_OFFSET_MINUTES) % (24 * 60);
  const start = minutesOf(from);
  const end = minutesOf(to);
  return start < end ? seoul >= start && seoul < end : seoul >= start || seoul < end;
}
