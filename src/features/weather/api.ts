import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** GET /api/weather item (API.md "Portal"); local until server/contract/portal.ts exists. */
export interface WeatherItem {
  region: string;
  /** One of the 19 Korean condition names (see icons.ts). */
  weatherIconName: string;
  todayTemperature: number;
  temperatureComparedToYesterday: number;
}

export const weatherKeys = {
  all: () => ["weather"] as const,
};

/** Weather changes slowly: 10 minutes fresh, persisted (root "weather"), failures only logged. */
export const weatherQuery = () =>
  queryOptions({
    queryKey: weatherKeys.all(),
    queryFn: ({ signal }) => api<WeatherItem[]>("/weather", { signal }),
    staleTime: 10 * 60_000,
    meta: { errorHandling: "silent" },
  });
