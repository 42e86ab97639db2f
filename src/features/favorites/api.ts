import { queryOptions } from "@tanstack/react-query";
import type { FavoriteItem } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";
import { readWithPendingEdit } from "../../platform/outbox/pending-list";
import type { FavoriteSaveItem } from "./save-favorites";

/** GET /api/favorite item. */
export type { FavoriteItem };

export const favoriteKeys = {
  all: () => ["favorite"] as const,
};

/** The outbox list of the favorites (one pending edit at most). */
export const FAVORITE_OUTBOX_LIST = "favorite";

/**
 * What Main shows for a list that was saved or waits in the outbox. Items added offline have no
 * id yet: they get negative ones, which the edit page reads as "not saved yet".
 */
export function favoritesShown(body: readonly FavoriteSaveItem[]): FavoriteItem[] {
  return body
    .filter((item) => !item.deleteFlag)
    .map(({ id, name, url, priority }, index) => ({
      id: id ?? -(index + 1),
      name,
      url,
      priority,
      createdAt: "",
      updatedAt: "",
    }));
}

/**
 * Personal favorites (the third home tab); a load failure alerts like the other menus. An edit
 * waiting in the outbox is what every reader sees until it is sent (or refused). offlineFirst:
 * offline the outbox and the worker's cache still answer.
 */
export const favoriteQuery = () =>
  queryOptions({
    queryKey: favoriteKeys.all(),
    queryFn: ({ signal }) =>
      readWithPendingEdit(
        FAVORITE_OUTBOX_LIST,
        (body) => favoritesShown(body as FavoriteSaveItem[]),
        () => api<FavoriteItem[]>("/favorite", { signal }),
      ),
    networkMode: "offlineFirst",
    staleTime: 5 * 60_000,
    meta: { errorHandling: "global" },
  });
