/**
 * PUT /api/favorite from the edit page's state (spec 4 "Editing Work, Office, Favorite"): the
 * list in display order with priority 1..n, then the queued deletions with deleteFlag. Deletions
 * of items that were never saved (no id) send nothing. createdAt and updatedAt are never sent.
 * The request goes through the outbox (DESIGN section 6), so an edit made offline is sent later.
 */
import { pendingBodyOf } from "../../platform/outbox/pending-list";
import { saveThroughOutbox } from "../../platform/outbox/submit";
import { FAVORITE_OUTBOX_LIST, favoriteKeys, type FavoriteItem } from "./api";

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

/** A negative id marks an item added by an edit still in the outbox (api.ts favoritesShown). */
export const draftOf = ({ id, name, url, priority }: FavoriteItem): FavoriteDraft => ({
  key: `f${id}`,
  ...(id > 0 ? { id } : {}),
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

/**
 * The deletions of the pending edit that `body` does not mention. A new edit replaces the
 * pending one in the outbox (the newest wins), and the server keeps any favorite a body leaves
 * out, so without them the first edit's deletions would be lost.
 */
export function withPendingDeletions(
  body: readonly FavoriteSaveItem[],
  pending: readonly FavoriteSaveItem[] | undefined,
): FavoriteSaveItem[] {
  const mentioned = new Set(body.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  const carried = (pending ?? []).filter(
    (item) => item.deleteFlag && item.id !== undefined && !mentioned.has(item.id),
  );
  return [...body, ...carried];
}

/** Saved, or queued in the outbox while offline; rejects with ApiError when the server refuses. */
export async function sendFavorites(
  body: FavoriteSaveItem[],
  idempotencyKey: string,
): ReturnType<typeof saveThroughOutbox> {
  // Read at Done: an edit the server got meanwhile has nothing left to carry.
  const pending = (await pendingBodyOf(FAVORITE_OUTBOX_LIST)) as FavoriteSaveItem[] | undefined;
  return saveThroughOutbox({
    list: FAVORITE_OUTBOX_LIST,
    path: "/favorite",
    body: withPendingDeletions(body, pending),
    queryKey: favoriteKeys.all(),
    idempotencyKey,
  });
}
