/**
 * PUT /api/favorite from the edit page's state (spec 4 "Editing Work, Office, Favorite"): the
 * list in display order with priority 1..n, then the queued deletions with deleteFlag. Deletions
 * of items that were never saved (no id) send nothing. createdAt and updatedAt are never sent.
 * The request goes through the outbox (DESIGN section 6), so an edit made offline is sent later.
 */
import { saveThroughOutbox } from "../outbox/submit";
import { favoriteKeys, type FavoriteItem } from "./api";

/** A row of the edit page: saved items have an id, added ones only a local key. */
export interface FavoriteDraft {
  key: string;
  id?: number;
  name: string;
  url: string;
  priority: number;
}

export interface FavoriteSaveItem {
  id?: number;
  name: string;
  url: string;
  priority: number;
  deleteFlag?: true;
}

export const draftOf = ({ id, name, url, priority }: FavoriteItem): FavoriteDraft => ({
  key: `f${id}`,
  id,
  name,
  url,
  priority,
});

export function favoriteSaveBody(
  items: readonly FavoriteDraft[],
  deleted: readonly FavoriteDraft[],
): FavoriteSaveItem[] {
  const kept = items.map(({ id, name, url }, index) => ({
    ...(id === undefined ? {} : { id }),
    name: name.trim(),
    url,
    priority: index + 1,
  }));
  const removed = deleted.flatMap(({ id, name, url, priority }) =>
    id === undefined ? [] : [{ id, name, url, priority, deleteFlag: true as const }],
  );
  return [...kept, ...removed];
}

/** Saved, or queued in the outbox while offline; rejects with ApiError when the server refuses. */
export function sendFavorites(
  body: FavoriteSaveItem[],
  idempotencyKey: string,
): Promise<"saved" | "queued"> {
  return saveThroughOutbox({
    list: "favorite",
    path: "/favorite",
    body,
    queryKey: favoriteKeys.all(),
    idempotencyKey,
  });
}

/** What Main shows for a list that was saved or waits in the outbox (new items have no id yet). */
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
