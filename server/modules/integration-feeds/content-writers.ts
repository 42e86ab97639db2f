/** The group-wide feeds: the weather list and a year's public holidays, each replaced whole. */
import { and, eq, gte, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { eventsHolidays, weather } from "../../db/schema";
import type { FeedHolidaysBody, FeedWeatherBody } from "../../contract";
import { recordFeedUpdates } from "./feed-status";

export async function replaceWeather(tx: Db, items: FeedWeatherBody, at: Date): Promise<void> {
  await tx.delete(weather);
  if (items.length > 0) {
    await tx.insert(weather).values(
      items.map((item, index) => ({
        region: item.region,
        translations: item.translations,
        weatherIconName: item.weatherIconName,
        todayTemperature: item.todayTemperature,
        temperatureComparedToYesterday: item.temperatureComparedToYesterday,
        sortOrder: index + 1,
        observedAt: at,
      })),
    );
  }
  await recordFeedUpdates(tx, "weather", [""], at);
}

/** Group-wide (companyId null) HOLIDAY rows of `year`; events and companies' rows stay. */
export async function replaceHolidays(
  tx: Db,
  year: number,
  items: FeedHolidaysBody,
  at: Date,
): Promise<void> {
  await tx
    .delete(eventsHolidays)
    .where(
      and(
        isNull(eventsHolidays.companyId),
        eq(eventsHolidays.type, "HOLIDAY"),
        gte(eventsHolidays.day, `${year}-01-01`),
        lte(eventsHolidays.day, `${year}-12-31`),
      ),
    );
  if (items.length > 0) {
    await tx
      .insert(eventsHolidays)
      .values(
        items.map(({ day, title }) => ({
          companyId: null,
          day,
          title: title.ko,
          translations: { en: title.en, zh: title.zh, ja: title.ja },
          type: "HOLIDAY" as const,
        })),
      )
      // A group-wide event with the same day and title already says it: keep that row.
      .onConflictDoNothing();
  }
  await recordFeedUpdates(tx, "holidays", [String(year)], at);
}
