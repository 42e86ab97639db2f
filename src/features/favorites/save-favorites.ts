/**
 * PUT /api/favorite from the edit page's state (spec 4 "Editing Work, Office, Favorite"): the
 * list in display order with priority 1..n, then the queued deletions with deleteFlag. Deletions
 * of items that were never saved (no id) send nothing. createdAt and updatedAt are never sent.
 * Kept apart from the page so an offline outbox can send the same request later.
 */
import { api } from "../../lib/api-client";
import type { FavoriteItem } from "./api";

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

export function sendFavorites(
  body: FavoriteSaveItem[],
  idempotencyKey: string,
): Promise<FavoriteItem[]> {
  return api<FavoriteItem[]>("/favorite", {
    method: "PUT",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
