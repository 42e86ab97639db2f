import { queryOptions } from "@tanstack/react-query";
import type { WeatherItem } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";
import { readLocaleCookie } from "../../lib/locale";

/** GET /api/weather item: region, Korean condition name (see icons.ts), °C values. */
export type { WeatherItem };

/** Region names are translated by the server: the list is kept per language (locale cookie). */
export const weatherKeys = {
  all: () => ["weather"] as const,
  list: () => ["weather", readLocaleCookie()] as const,
};

/** Weather changes slowly: 10 minutes fresh, persisted (root "weather"), failures only logged. */
export const weatherQuery = () =>
  queryOptions({
    queryKey: weatherKeys.list(),
    queryFn: ({ signal }) => api<WeatherItem[]>("/weather", { signal }),
    staleTime: 10 * 60_000,
    meta: { errorHandling: "silent" },
  });
