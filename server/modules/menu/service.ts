/** Menu list answers and the save rules of PUT /api/menu/{type}/{authority}. */
import { menuIconOrNull } from "../../../shared/menu-icons";
import type { Locale, MenuItem, MenuType } from "../../contract";
import type { Db } from "../../db/client";
import { translate, type MessageKey } from "../../i18n";
import { apiErrors } from "../../lib/api-error";
import { announceChange, readThrough } from "../../lib/node-cache";
import { listMenu, menuIds, replaceMenuOrder, type MenuOwner } from "./repository";

/** Cache keys (gp_menu): a caller's edit names the caller's lists, a menu edit the company's. */
const ownerPrefix = (owner: MenuOwner) => `${owner.companyId}/${owner.accountId}/`;

/**
 * The list as the API shows it: priority is the 1-based position in the caller's order, names in
 * the caller's language (API.md "Wave-2 conventions"). Read through the node's cache.
 */
export async function menuList(
  db: Db,
  owner: MenuOwner,
  type: MenuType,
  locale: Locale,
): Promise<MenuItem[]> {
  const key = `${ownerPrefix(owner)}${owner.authority}/${type}/${locale}`;
  return readThrough(db, "menu", key, () => queryMenuList(db, owner, type, locale));
}

/** After a saved order's commit: the caller's lists are read again, on every node. */
export async function announceMenuOrderSaved(db: Db, owner: MenuOwner): Promise<void> {
  await announceChange(db, "menu", ownerPrefix(owner));
}

async function queryMenuList(
  db: Db,
  owner: MenuOwner,
  type: MenuType,
  locale: Locale,
): Promise<MenuItem[]> {
  const rows = await listMenu(db, owner, type, locale);
  return rows.map((row, index) => ({
    ...row,
    priority: index + 1,
    // The table's check allows only names of the set; the API still never passes on another.
    icon: menuIconOrNull(row.icon),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Stores the caller's order. Items are sorted by the priority sent (the body's order breaks
 * ties), so 1..n and any gaps both work. Only ids of this very list are accepted: an id of
 * another company, authority or type is a 400, and nothing is written. Items left out (the
 * PWA never sends PC-only ones) keep their default place after the ordered ones.
 */
export async function saveMenuOrder(
  db: Db,
  owner: MenuOwner,
  type: MenuType,
  items: ReadonlyArray<{ id: number; priority: number }>,
  context: { now: Date; locale: Locale },
): Promise<MenuItem[]> {
  const allowed = await menuIds(db, owner, type);
  const seen = new Set<number>();
  items.forEach((item, index) => {
    const problem: MessageKey | undefined = !allowed.has(item.id)
      ? "portal.menu.unknownItem"
      : seen.has(item.id)
        ? "portal.duplicateId"
        : undefined;
    if (problem) {
      const message = translate(context.locale, problem);
      throw apiErrors.validation([{ path: `${index}.id`, in: "body", message }], {
        messageKey: problem,
      });
    }
    seen.add(item.id);
  });
  const ordered = items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.priority - b.priority || a.index - b.index)
    .map((item) => item.id);
  await replaceMenuOrder(db, owner, type, ordered, context.now);
  return menuList(db, owner, type, context.locale);
}
