/**
 * Favorites of one owner (account + company). Every statement carries both ids in its WHERE,
 * so an id of someone else's favorite simply matches nothing.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { favorites } from "../../db/schema";

export interface Owner {
  accountId: string;
  companyId: number;
}

const ownedBy = (owner: Owner) =>
  and(eq(favorites.accountId, owner.accountId), eq(favorites.companyId, owner.companyId));

const columns = {
  id: favorites.id,
  name: favorites.name,
  url: favorites.url,
  priority: favorites.priority,
  createdAt: favorites.createdAt,
  updatedAt: favorites.updatedAt,
};

export type FavoriteRow = { [K in keyof typeof columns]: (typeof favorites.$inferSelect)[K] };

export async function listFavorites(db: Db, owner: Owner): Promise<FavoriteRow[]> {
  return db
    .select(columns)
    .from(favorites)
    .where(ownedBy(owner))
    .orderBy(asc(favorites.priority), asc(favorites.id));
}

/** The owner's favorites, locked until the transaction ends: parallel saves queue up. */
export async function lockFavorites(db: Db, owner: Owner): Promise<FavoriteRow[]> {
  return db
    .select(columns)
    .from(favorites)
    .where(ownedBy(owner))
    .orderBy(asc(favorites.priority), asc(favorites.id))
    .for("update");
}

export async function deleteFavorites(db: Db, owner: Owner, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db.delete(favorites).where(and(ownedBy(owner), inArray(favorites.id, [...ids])));
}

export async function updateFavorite(
  db: Db,
  owner: Owner,
  id: number,
  values: { name?: string; url?: string; priority: number; updatedAt: Date },
) {
  await db
    .update(favorites)
    .set(values)
    .where(and(ownedBy(owner), eq(favorites.id, id)));
}

export async function insertFavorites(
  db: Db,
  owner: Owner,
  rows: ReadonlyArray<{ name: string; url: string; priority: number }>,
  now: Date,
) {
  if (rows.length === 0) return;
  await db
    .insert(favorites)
    .values(rows.map((row) => ({ ...owner, ...row, createdAt: now, updatedAt: now })));
}
