/** The weather strip: one current row per region, in display order. */
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { weather } from "../../db/schema";

export async function listWeather(db: Db) {
  return db
    .select({
      region: weather.region,
      weatherIconName: weather.weatherIconName,
      todayTemperature: weather.todayTemperature,
      temperatureComparedToYesterday: weather.temperatureComparedToYesterday,
    })
    .from(weather)
    .orderBy(asc(weather.sortOrder), asc(weather.region));
}
