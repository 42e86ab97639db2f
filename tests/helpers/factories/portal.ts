/**
 * Portal content rows: menus, favorites, billboards (banners), notices and calendar entries.
 * Defaults are valid and unique; a test passes only what its assertions are about.
 */
import type { Db } from "../../../server/db/client";
import { billboards, eventsHolidays, favorites, menus, notices } from "../../../server/db/schema";
import { nextNumber, uniqueName } from "./unique";

type Values<T extends { $inferInsert: object }> = Partial<T["$inferInsert"]>;

async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("row not inserted");
  return row;
}

/** A Work or Office link; priorities grow with each call, so creation order is default order. */
export function createMenu(db: Db, values: Values<typeof menus> & { companyId: number }) {
  const name = values.name ?? uniqueName("menu");
  const row = { authority: "USER", type: "WORK" as const, name, url: `https://${name}.example/` };
  return one(
    db
      .insert(menus)
      .values({ ...row, priority: nextNumber(), ...values })
      .returning(),
  );
}

/** A personal link of one job (the account must have a job in that company). */
export function createFavorite(
  db: Db,
  values: Values<typeof favorites> & { accountId: string; companyId: number },
) {
  const name = values.name ?? uniqueName("fav");
  return one(
    db
      .insert(favorites)
      .values({ name, url: `https://${name}.example/`, priority: nextNumber(), ...values })
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
