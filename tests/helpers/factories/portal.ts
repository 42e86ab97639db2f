/**
 * Portal content rows: menus, favorites, billboards (banners), notices and calendar entries.
 * Defaults are valid and unique; a test passes only what its assertions are about. Lists are
 * ordered by creation unless a priority is given, as the seed orders them.
 */
import { and, eq, max, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../server/db/client";
import { billboards, eventsHolidays, favorites, menus, notices } from "../../../server/db/schema";
import { nextNumber, uniqueName } from "./unique";

type Values<T extends { $inferInsert: object }> = Partial<T["$inferInsert"]>;

/** The highest value of `column` among the rows `where` selects; 0 for none. */
async function highest(db: Db, column: AnyPgColumn, table: PgTable, where: SQL | undefined) {
  const [row] = await db
    .select({ value: max(column) })
    .from(table)
    .where(where);
  return Number(row?.value ?? 0);
}

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("row not inserted");
  return row;
}

/** A Work or Office link, last in its list (priority = the list's highest + 1) unless told. */
export async function createMenu(db: Db, values: Values<typeof menus> & { companyId: number }) {
  const row = {
    authority: "USER",
    type: "WORK" as const,
    name: uniqueName("menu"),
    url: `https://${uniqueName("menu")}.example/`,
    ...values,
  };
  const list = and(
    eq(menus.companyId, row.companyId),
    eq(menus.authority, row.authority),
    eq(menus.type, row.type),
  );
  const priority = row.priority ?? (await highest(db, menus.priority, menus, list)) + 1;
  return one(
    db
      .insert(menus)
      .values({ ...row, priority })
      .returning(),
  );
}

/** A personal link of one job (the account must have a job there), last in its list. */
export async function createFavorite(
  db: Db,
  values: Values<typeof favorites> & { accountId: string; companyId: number },
) {
  const row = { name: uniqueName("fav"), url: `https://${uniqueName("fav")}.example/`, ...values };
  const list = and(eq(favorites.accountId, row.accountId), eq(favorites.companyId, row.companyId));
  const priority = row.priority ?? (await highest(db, favorites.priority, favorites, list)) + 1;
  return one(
    db
      .insert(favorites)
      .values({ ...row, priority })
      .returning(),
  );
}

/** A notice; group-wide unless `companyId` is given. */
export function createNotice(db: Db, values: Values<typeof notices> = {}) {
  const title = values.title ?? uniqueName("notice");
  const row = { title, content: `<p>${title}</p>`, author: "테스트" };
  return one(
    db
      .insert(notices)
      .values({ ...row, ...values })
      .returning(),
  );
}

/** A billboard (the home page's banner); group-wide and active unless told. */
export function createBanner(db: Db, values: Values<typeof billboards> = {}) {
  const title = values.title ?? uniqueName("banner");
  return one(
    db
      .insert(billboards)
      .values({ title, sortOrder: nextNumber(), ...values })
      .returning(),
  );
}

/** A calendar entry on `day` (YYYY-MM-DD); a group-wide EVENT unless told. */
export function createEvent(db: Db, values: Values<typeof eventsHolidays> & { day: string }) {
  const title = values.title ?? uniqueName("event");
  return one(
    db
      .insert(eventsHolidays)
      .values({ title, type: "EVENT", ...values })
      .returning(),
  );
}
