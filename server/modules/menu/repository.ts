/**
 * Work/Office menus: the list of a company + authority + type, in the caller's own order
 * (user_menu_order) with the default priority for items the caller never placed. Every query
 * takes the caller's account and company; there is no way to name someone else's.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Locale, MenuType } from "../../contract";
import type { Db } from "../../db/client";
import { localizedText } from "../../db/localized-text";
import { menus, userMenuOrder } from "../../db/schema";

export interface MenuOwner {
  accountId: string;
  companyId: number;
  authority: string;
}

const listOf = (owner: MenuOwner, type: MenuType) =>
  and(
    eq(menus.companyId, owner.companyId),
    eq(menus.authority, owner.authority),
    eq(menus.type, type),
    eq(menus.deleteFlag, false),
  );

/** The list with each name in `locale` (Korean when the item has no such translation). */
export async function listMenu(db: Db, owner: MenuOwner, type: MenuType, locale: Locale) {
  return (
    db
      .select({
        id: menus.id,
        name: localizedText(menus.name, menus.translations, locale),
        url: menus.url,
        handoverUrl: menus.handoverUrl,
        open: menus.open,
        icon: menus.icon,
        envType: menus.envType,
        createdAt: menus.createdAt,
        updatedAt: menus.updatedAt,
        deleteFlag: menus.deleteFlag,
      })
      .from(menus)
      .leftJoin(
        userMenuOrder,
        and(
          eq(userMenuOrder.menuId, menus.id),
          eq(userMenuOrder.accountId, owner.accountId),
          eq(userMenuOrder.companyId, owner.companyId),
        ),
      )
      .where(listOf(owner, type))
      // Placed items first in the caller's order; items added since then follow by default order.
      .orderBy(
        sql`${userMenuOrder.priority} is null`,
        asc(userMenuOrder.priority),
        asc(menus.priority),
        asc(menus.id),
      )
  );
}

/** Ids of the list the caller may order (company + authority + type, not deleted). */
export async function menuIds(db: Db, owner: MenuOwner, type: MenuType): Promise<Set<number>> {
  const rows = await db.select({ id: menus.id }).from(menus).where(listOf(owner, type));
  return new Set(rows.map((row) => row.id));
}

/** Replaces the caller's order of one list; `ids` in display order (priority 1..n). */
export async function replaceMenuOrder(
  db: Db,
  owner: MenuOwner,
  type: MenuType,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await db
    .delete(userMenuOrder)
    .where(
      and(
        eq(userMenuOrder.accountId, owner.accountId),
        eq(userMenuOrder.companyId, owner.companyId),
        eq(userMenuOrder.type, type),
      ),
    );
  if (ids.length === 0) return;
  await db.insert(userMenuOrder).values(
    ids.map((menuId, index) => ({
      accountId: owner.accountId,
      companyId: owner.companyId,
      type,
      menuId,
      priority: index + 1,
      updatedAt: now,
    })),
  );
}
