import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";

dayjs.extend(customParseFormat);

export interface EventDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** "YYYY-MM-DD", for `<time dateTime>` and comparisons. */
  iso: string;
}

const EVENT_DAY = /^(\d{1,2})-(\d{4})-(\d{1,2})$/;

/**
 * The schedule's `day` is month-year-day text: "11-2026-03" is 3 November 2026. Invalid text
 * (wrong order, impossible dates such as "02-2026-30") gives undefined.
 */
export function parseEventDay(text: unknown): EventDay | undefined {
  if (typeof text !== "string") return undefined;
  const match = EVENT_DAY.exec(text.trim());
  if (!match) return undefined;
  const [, month = "", year = "", day = ""] = match;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const parsed = dayjs(iso, "YYYY-MM-DD", true);
  if (!parsed.isValid()) return undefined;
  return { year: parsed.year(), month: parsed.month() + 1, day: parsed.date(), iso };
}

/** Today's "YYYY-MM-DD" in the device's time zone. */
export const todayIso = (now: dayjs.ConfigType = undefined) => dayjs(now).format("YYYY-MM-DD");
