/** Work/Office link lists (per company and authority), each user's order of them, favorites. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { MENU_ICONS } from "../../../shared/menu-icons";
import { createdAt, translations, updatedAt, inList } from "./columns";
import { ENV_TYPES, MENU_TYPES } from "./enums";
import { membershipFk } from "./people";
import { companies } from "./organization";

/** Items whose envType is "PC" are hidden on the mobile portal but kept for the PC portal. */
export const menus = pgTable(
  "menus",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    authority: text("authority").notNull(),
    type: text("type", { enum: MENU_TYPES }).notNull(),
    /** Korean, required; other languages in `translations`. */
    name: text("name").notNull(),
    translations: translations(),
    url: text("url").notNull(),
    /** Path on the approval site opened through GET /api/handover; null = plain link. */
    handoverUrl: text("handover_url"),
    /** Shown with the OPEN marker (open to everyone, e.g. outside the intranet). */
    open: boolean("open").notNull().default(false),
    /** A name of the built-in icon set (shared/menu-icons.ts); null: favicon or initials. */
    icon: text("icon"),
    envType: text("env_type", { enum: ENV_TYPES }).notNull().default("ALL"),
    /** Default position (1-based) for users who never reordered the list. */
    priority: integer("priority").notNull(),
    deleteFlag: boolean("delete_flag").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("menus_company_authority_type_idx").on(t.companyId, t.authority, t.type, t.priority),
    check("menus_type_check", sql`${t.type} in (${sql.raw(inList(MENU_TYPES))})`),
    check("menus_env_type_check", sql`${t.envType} in (${sql.raw(inList(ENV_TYPES))})`),
    check(
      "menus_icon_check",
      sql`${t.icon} is null or ${t.icon} in (${sql.raw(inList(MENU_ICONS))})`,
    ),
    check("menus_url_scheme", sql`${t.url} ~* '^https?://'`),
    check("menus_translations_object", sql`jsonb_typeof(${t.translations}) = 'object'`),
  ],
);

/**
 * A user's own order of a menu list. `type` repeats the menu's type so that saving a list can
 * replace exactly that list's rows (delete by account, company, type; insert the new order).
 */
export const userMenuOrder = pgTable(
  "user_menu_order",
  {
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    type: text("type", { enum: MENU_TYPES }).notNull(),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
    priority: integer("priority").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "user_menu_order_pk", columns: [t.accountId, t.companyId, t.menuId] }),
    index("user_menu_order_list_idx").on(t.accountId, t.companyId, t.type, t.priority),
    index("user_menu_order_menu_idx").on(t.menuId),
    membershipFk("user_menu_order_membership_fk", t.accountId, t.companyId),
    check("user_menu_order_type_check", sql`${t.type} in (${sql.raw(inList(MENU_TYPES))})`),
    check("user_menu_order_priority_positive", sql`${t.priority} > 0`),
  ],
);

/** Personal links. The URL check keeps javascript: and data: links out even if a route slips. */
export const favorites = pgTable(
  "favorites",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    priority: integer("priority").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("favorites_owner_idx").on(t.accountId, t.companyId, t.priority),
    membershipFk("favorites_membership_fk", t.accountId, t.companyId),
    // Spec §9: the label holds at most 17 characters (char_length counts characters, not bytes).
    check("favorites_name_length", sql`char_length(${t.name}) between 1 and 17`),
    check("favorites_url_scheme", sql`${t.url} ~* '^https?://'`),
    check("favorites_priority_positive", sql`${t.priority} > 0`),
  ],
);
