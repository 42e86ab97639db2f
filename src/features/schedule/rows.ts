import { DEFAULT_LOCALE, normalizeLocale } from "../../lib/locale";
import type { EventHoliday } from "./api";
import { parseEventDay } from "./event-day";

export interface ScheduleRow {
  key: string;
  /** "YYYY-MM-DD" */
  iso: string;
  /** Date with weekday in the locale: "11월 3일 (화)", "Tue, Nov 3". */
  dateLabel: string;
  title: string;
  kind: "holiday" | "event";
  isToday: boolean;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateLabel(year: number, month: number, day: number, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", weekday: "short" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(year, month - 1, day));
}

/** Tolerant of an item without `type` (shown as an event). */
type ScheduleItem = Pick<EventHoliday, "day" | "title"> & { type?: EventHoliday["type"] };

/** Rows in date order (holidays before events on the same day); unreadable days are skipped. */
export function toScheduleRows(
  items: readonly ScheduleItem[],
  locale: string | undefined,
  today: string,
): ScheduleRow[] {
  const active = normalizeLocale(locale) ?? DEFAULT_LOCALE;
  const rows: ScheduleRow[] = [];
  items.forEach((item, index) => {
    const day = parseEventDay(item.day);
    if (!day) {
      console.warn("Schedule item with an unreadable day skipped", item.day);
      return;
    }
    rows.push({
      key: `${day.iso}-${index}`,
      iso: day.iso,
      dateLabel: dateLabel(day.year, day.month, day.day, active),
      title: String(item.title ?? ""),
      kind: item.type === "HOLIDAY" ? "holiday" : "event",
      isToday: day.iso === today,
    });
  });
  return rows.sort(
    (a, b) => a.iso.localeCompare(b.iso) || (a.kind === b.kind ? 0 : a.kind === "holiday" ? -1 : 1),
  );
}
