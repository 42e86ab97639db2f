/**
 * Admin Work/Office menus of one company + authority + type (API.md "Wave-2 conventions").
 * The PUT body is edited like favorites: an item with an id is updated, without one added,
 * with deleteFlag removed (and taken out of every user's own order); items the body does not
 * mention keep their place after the ones it sends. Users' own orders list their placed items
 * first (server/modules/menu), so an added item comes last in every user's order.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AdminMenuItem, adminMenuEditItemSchema, MenuType } from "../../contract";
import { ADMIN_LIMITS, isHttpsUrl } from "../../contract";
import type { Db } from "../../db/client";
import { menus, userMenuOrder } from "../../db/schema";
import { translate, type Locale } from "../../i18n";
import { apiErrors } from "../../lib/api-error";
import { auditAdminChange } from "./audit-trail";
import type { AdminChange } from "./admin-change";

type EditItem = z.output<typeof adminMenuEditItemSchema>;
type Row = typeof menus.$inferSelect;
export interface MenuList {
  companyId: number;
  authority: string;
  type: MenuType;
}
interface Context extends AdminChange {
  locale: Locale;
}

const ofList = (list: MenuList) =>
  and(
    eq(menus.companyId, list.companyId),
    eq(menus.authority, list.authority),
    eq(menus.type, list.type),
    eq(menus.deleteFlag, false),
  );

export const toAdminMenuItem = (row: Row): AdminMenuItem => ({
  id: row.id,
  names: {
    ko: row.name,
    en: row.translations.en ?? "",
    zh: row.translations.zh ?? "",
    ja: row.translations.ja ?? "",
  },
  url: row.url,
  icon: (row.icon as AdminMenuItem["icon"]) ?? null,
  open: row.open,
  envType: row.envType,
  priority: row.priority,
  handoverUrl: row.handoverUrl,
  deleteFlag: row.deleteFlag,
});

const snapshot = (row: Row | AdminMenuItem) => {
  const item = "names" in row ? row : toAdminMenuItem(row);
  const { handoverUrl: _h, deleteFlag: _d, ...fields } = item;
  return fields;
};

export async function adminMenuList(db: Db, list: MenuList): Promise<AdminMenuItem[]> {
  const rows = await db
    .select()
    .from(menus)
    .where(ofList(list))
    .orderBy(asc(menus.priority), asc(menus.id));
  return rows.map(toAdminMenuItem);
}

function fieldsOf(item: EditItem) {
  const { ko, en, zh, ja } = item.names;
  const translations = Object.fromEntries(
    Object.entries({ en, zh, ja }).filter(([, value]) => value !== ""),
  );
  return {
    name: ko,
    translations,
    url: item.url,
    icon: item.icon,
    open: item.open,
    envType: item.envType,
  };
}

function invalid(
  c: Context,
  path: string,
  key:
    "admin.menu.unknownItem" | "admin.httpsOnly" | "portal.favorite.tooMany" | "portal.duplicateId",
) {
  const message = translate(c.locale, key);
  return apiErrors.validation([{ path, in: "body", message }], { messageKey: key });
}

export async function saveAdminMenu(
  tx: Db,
  list: MenuList,
  items: readonly EditItem[],
  c: Context,
): Promise<AdminMenuItem[]> {
  const current = new Map(
    (await tx.select().from(menus).where(ofList(list)).for("update")).map((r) => [r.id, r]),
  );
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (!item.deleteFlag && !isHttpsUrl(item.url))
      throw invalid(c, `${index}.url`, "admin.httpsOnly");
    if (item.id === undefined) return;
    if (!current.has(item.id)) throw invalid(c, `${index}.id`, "admin.menu.unknownItem");
    if (seen.has(item.id)) throw invalid(c, `${index}.id`, "portal.duplicateId");
    seen.add(item.id);
  });
  const deleted = items
    .filter((i) => i.deleteFlag && i.id !== undefined)
    .map((i) => i.id as number);
  const mentioned = new Set(items.map((i) => i.id));
  const sent = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !item.deleteFlag)
    .sort((a, b) => a.item.priority - b.item.priority || a.index - b.index)
    .map(({ item }) => item);
  const untouched = [...current.values()]
    .filter((row) => !mentioned.has(row.id))
    .sort((a, b) => a.priority - b.priority || a.id - b.id);
  if (sent.length + untouched.length > ADMIN_LIMITS.menuItems)
    throw invalid(c, "", "portal.favorite.tooMany");

  const audit = (action: string, targetId: number, before: object | null, after: object | null) =>
    auditAdminChange(tx, c.request, c.rights, {
      action,
      targetId,
      companyId: list.companyId,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
      now: c.now,
    });

  if (deleted.length > 0) {
    await tx
      .update(menus)
      .set({ deleteFlag: true, updatedAt: c.now })
      .where(inArray(menus.id, deleted));
    await tx.delete(userMenuOrder).where(inArray(userMenuOrder.menuId, deleted));
    for (const id of deleted) await audit("menu.delete", id, snapshot(current.get(id)!), null);
  }
  const final: Array<EditItem | Row> = [...sent, ...untouched];
  for (const [index, entry] of final.entries()) {
    const priority = index + 1;
    if (!("names" in entry)) {
      if (entry.priority !== priority)
        await tx.update(menus).set({ priority, updatedAt: c.now }).where(eq(menus.id, entry.id));
      continue;
    }
    const before = entry.id === undefined ? undefined : current.get(entry.id);
    const values = { ...fieldsOf(entry), priority };
    if (!before) {
      const [row] = await tx
        .insert(menus)
        .values({ ...values, ...list, createdAt: c.now, updatedAt: c.now })
        .returning();
      if (row) await audit("menu.create", row.id, null, snapshot(row));
      continue;
    }
    const was = snapshot(before);
    const { name: _n, translations: _t, ...plain } = values;
    const after = snapshot({ ...toAdminMenuItem(before), ...plain, names: entry.names });
    if (JSON.stringify(was) === JSON.stringify(after)) continue; // a GET put back unchanged
    await tx
      .update(menus)
      .set({ ...values, updatedAt: c.now })
      .where(eq(menus.id, before.id));
    await audit("menu.update", before.id, was, after);
  }
  return adminMenuList(tx, list);
}
