/** The event/holiday calendar of one month: the caller's company plus group-wide rows. */
import { and, asc, between, eq, isNull, max, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { localizedText } from "../../db/localized-text";
import { eventsHolidays, type Locale } from "../../db/schema";

/** The calendar one company sees: its own entries and the group-wide ones (company null). */
const seenBy = (companyId: number) =>
  or(eq(eventsHolidays.companyId, companyId), isNull(eventsHolidays.companyId));

const pad = (n: number): string => String(n).padStart(2, "0");

/** Titles in `locale` (Korean when a row has no such translation). */
export async function listMonth(
  db: Db,
  companyId: number,
  year: number,
  month: number,
  locale: Locale,
) {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return db
    .select({
      day: eventsHolidays.day,
      title: localizedText(eventsHolidays.title, eventsHolidays.translations, locale),
      type: eventsHolidays.type,
    })
    .from(eventsHolidays)
    .where(
      and(
        seenBy(companyId),
        between(
          eventsHolidays.day,
          `${year}-${pad(month)}-01`,
          `${year}-${pad(month)}-${pad(last)}`,
        ),
      ),
    )
    .orderBy(asc(eventsHolidays.day), asc(eventsHolidays.type), asc(eventsHolidays.title));
}

/** When the newest entry of the company's calendar was created; null when it has none. */
export async function latestCreatedAt(db: Db, companyId: number): Promise<Date | null> {
  const [row] = await db
    .select({ latest: max(eventsHolidays.createdAt) })
    .from(eventsHolidays)
    .where(seenBy(companyId));
  return row?.latest ?? null;
}
