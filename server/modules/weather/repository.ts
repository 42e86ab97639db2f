/**
 * The weather strip: one current row per region, in display order. Read through the node's
 * cache (gp_weather: whoever updates the table announces it, else it lasts the cache's TTL).
 */
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { localizedText } from "../../db/localized-text";
import { weather, type Locale } from "../../db/schema";
import { readThrough } from "../../lib/node-cache";
import { findFeedUpdate } from "../integration-feeds/feed-status";

/** Region names in `locale` (Korean when a region has no such translation). */
export async function listWeather(db: Db, locale: Locale) {
  return readThrough(db, "weather", locale, () => queryWeather(db, locale));
}

async function queryWeather(db: Db, locale: Locale) {
  return db
    .select({
      region: localizedText(weather.region, weather.translations, locale),
      weatherIconName: weather.weatherIconName,
      todayTemperature: weather.todayTemperature,
      temperatureComparedToYesterday: weather.temperatureComparedToYesterday,
    })
    .from(weather)
    .orderBy(asc(weather.sortOrder), asc(weather.region));
}

/** When the weather feed last wrote (null: never), cached with the list and dropped with it. */
export async function weatherFeedUpdate(db: Db): Promise<Date | null> {
  return readThrough(db, "weather", "feed-status", () => findFeedUpdate(db, "weather", ""));
}
