import { queryOptions } from "@tanstack/react-query";
import type { WeatherItem } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";

/** GET /api/weather item: region, Korean condition name (see icons.ts), °C values. */
export type { WeatherItem };

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
