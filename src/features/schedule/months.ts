import dayjs, { type ConfigType } from "dayjs";
import { DEFAULT_LOCALE, normalizeLocale } from "../../lib/locale";
import { toMonthValue } from "./search";

export { parseMonthValue, toMonthValue } from "./search";

/** Spec 9: the selector reaches back to January of the year two years before the current one. */
export const SCHEDULE_YEARS_BACK = 2;

export interface ScheduleMonth {
  /** "YYYY-MM", zero-padded month: the option value and the `month` search parameter. */
  value: string;
  year: number;
  /** 1-12 */
  month: number;
  /** Year and month in the locale: "2026년 11월", "November 2026", "2026年11月". */
  label: string;
}

const labelFormats = new Map<string, Intl.DateTimeFormat>();

/** Year and month in the interface locale (unknown locales: Korean). */
export function monthLabel(year: number, month: number, locale?: string): string {
  const active = normalizeLocale(locale) ?? DEFAULT_LOCALE;
  let format = labelFormats.get(active);
  if (!format) {
    format = new Intl.DateTimeFormat(active, { year: "numeric", month: "long" });
    labelFormats.set(active, format);
  }
  return format.format(new Date(year, month - 1, 1));
}

/**
 * The months of the selector, newest first: from the month of `now` back to January of
 * (year of `now` - 2). 2026-01-15 gives 25 months (2026-01 ... 2024-01), 2026-12-03 gives 36.
 */
export function scheduleMonths(now: ConfigType, locale?: string): ScheduleMonth[] {
  const current = dayjs(now).startOf("month");
  const first = current.subtract(SCHEDULE_YEARS_BACK, "year").startOf("year");
  const months: ScheduleMonth[] = [];
  for (let cursor = current; !cursor.isBefore(first); cursor = cursor.subtract(1, "month")) {
    const year = cursor.year();
    const month = cursor.month() + 1;
    months.push({
      value: toMonthValue(year, month),
      year,
      month,
      label: monthLabel(year, month, locale),
    });
  }
  return months;
}
