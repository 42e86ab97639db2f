import { queryOptions } from "@tanstack/react-query";
import type { FavoriteItem } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";

/** GET /api/favorite item. */
export type { FavoriteItem };

export const favoriteKeys = {
  all: () => ["favorite"] as const,
};

/** Personal favorites (the third home tab); a load failure alerts like the other menus. */
export const favoriteQuery = () =>
  queryOptions({
    queryKey: favoriteKeys.all(),
    queryFn: ({ signal }) => api<FavoriteItem[]>("/favorite", { signal }),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "global" },
  });
