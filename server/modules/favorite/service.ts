/**
 * PUT /api/favorite: applies a whole edit in the caller's transaction.
 * - items with deleteFlag are deleted, items with an id updated, items without one added;
 * - an id that is not the caller's own (unknown, or another account's or company's) is 404
 *   and, the transaction being rolled back, nothing at all changes;
 * - the result is renumbered 1..n: the items sent, by the priority sent (ties keep the body's
 *   order), then any of the caller's favorites the body did not mention (a client that lost
 *   track of an item must not delete it by omission; deleting takes an explicit deleteFlag).
 */
import type { z } from "zod";
import {
  FAVORITE_LIST_MAX,
  type FavoriteItem,
  type favoriteEditItemSchema,
  type Locale,
} from "../../contract";
import type { Db } from "../../db/client";
import { translate } from "../../i18n";
import { apiErrors } from "../../lib/api-error";
import * as repo from "./repository";

/** The body after validation (names trimmed). */
type EditItem = z.output<typeof favoriteEditItemSchema>;

export const toFavoriteItem = (row: repo.FavoriteRow): FavoriteItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function favoriteList(db: Db, owner: repo.Owner): Promise<FavoriteItem[]> {
  return (await repo.listFavorites(db, owner)).map(toFavoriteItem);
}

export async function saveFavorites(
  db: Db,
  owner: repo.Owner,
  items: readonly EditItem[],
  context: { now: Date; locale: Locale },
): Promise<FavoriteItem[]> {
  const current = new Map((await repo.lockFavorites(db, owner)).map((row) => [row.id, row]));
  if (items.some((item) => item.id !== undefined && !current.has(item.id)))
    throw apiErrors.notFound();

  const deleted = items.filter((item) => item.deleteFlag).map((item) => item.id as number);
  const mentioned = new Set(items.map((item) => item.id));
  const sent = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !item.deleteFlag)
    .sort((a, b) => a.item.priority - b.item.priority || a.index - b.index)
    .map(({ item }) => item);
  const untouched = [...current.values()].filter((row) => !mentioned.has(row.id));
  const final = [...sent, ...untouched];
  if (final.length > FAVORITE_LIST_MAX) {
    const message = translate(context.locale, "portal.favorite.tooMany");
    throw apiErrors.validation([{ path: "", in: "body", message }], {
      messageKey: "portal.favorite.tooMany",
    });
  }

  await repo.deleteFavorites(db, owner, deleted);
  const added: { name: string; url: string; priority: number }[] = [];
  for (const [index, entry] of final.entries()) {
    const priority = index + 1;
    const before = entry.id === undefined ? undefined : current.get(entry.id);
    if (!before) {
      added.push({ name: entry.name, url: entry.url, priority });
    } else if (
      before.name !== entry.name ||
      before.url !== entry.url ||
      before.priority !== priority
    ) {
      // Only real changes touch updatedAt (untouched rows bring their own name and url).
      const values = { name: entry.name, url: entry.url, priority, updatedAt: context.now };
      await repo.updateFavorite(db, owner, before.id, values);
    }
  }
  await repo.insertFavorites(db, owner, added, context.now);
  return favoriteList(db, owner);
}
