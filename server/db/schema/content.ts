/**
 * Portal content: billboards, notices, the event/holiday calendar and the weather strip.
 * Billboards, notices and calendar rows carry a nullable company_id: null = the whole group,
 * otherwise only employees whose current (token) company is that company see them.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, translations, tstz, updatedAt, inList } from "./columns";
import { SCHEDULE_TYPES } from "./enums";
import { companies } from "./organization";

/** Up to 5 active ones are displayed (GET /api/banner/display), by sort_order. */
export const billboards = pgTable(
  "billboards",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** null = group-wide; otherwise shown only to callers of this company. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleSub: text("title_sub").notNull().default(""),
    /** Optional applied link; https only (spec §3). */
    link: text("link"),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("billboards_active_idx").on(t.active, t.sortOrder),
    index("billboards_company_idx").on(t.companyId),
    check("billboards_link_https", sql`${t.link} is null or ${t.link} like 'https://%'`),
  ],
);

/**
 * Notice board posts. `content` is stored as authored (HTML); it is sanitized on the way out
 * and titles are escaped, never trusted here.
 */
export const notices = pgTable(
  "notices",
  {
    postId: integer("post_id").primaryKey().generatedByDefaultAsIdentity(),
    /** null = group-wide; otherwise shown only to callers of this company. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    /** Listed in the notice popup on entry. */
    popup: boolean("popup").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest first, post id breaking ties: one index serves every page of the list.
    // Most notices are group-wide, so the company condition filters this walk cheaply; a
    // company's own notices are few and found through notices_company_idx (also the FK's index).
    index("notices_created_idx").on(t.createdAt.desc(), t.postId.desc()),
    index("notices_company_idx").on(t.companyId, t.createdAt.desc()),
    index("notices_popup_idx")
      .on(t.createdAt.desc())
      .where(sql`${t.popup}`),
  ],
);

/** Calendar rows; companyId null = the whole group (public holidays, group events). */
export const eventsHolidays = pgTable(
  "events_holidays",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    /** Korean, required; other languages in `translations`. */
    title: text("title").notNull(),
    translations: translations(),
    type: text("type", { enum: SCHEDULE_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_holidays_day_idx").on(t.day),
    index("events_holidays_company_day_idx").on(t.companyId, t.day),
    // NULLS NOT DISTINCT: a group-wide row (company null) is not duplicated either.
    unique("events_holidays_unique").on(t.companyId, t.day, t.title).nullsNotDistinct(),
    check("events_holidays_type_check", sql`${t.type} in (${sql.raw(inList(SCHEDULE_TYPES))})`),
    check("events_holidays_translations_object", sql`jsonb_typeof(${t.translations}) = 'object'`),
  ],
);

/**
 * Current weather per region; weatherIconName is the Korean condition name (맑음, 흐림...), which
 * the PWA translates itself. The region is the Korean name, other languages in `translations`.
 */
export const weather = pgTable(
  "weather",
  {
    region: text("region").primaryKey(),
    translations: translations(),
    weatherIconName: text("weather_icon_name").notNull(),
    todayTemperature: numeric("today_temperature", {
      precision: 4,
      scale: 1,
      mode: "number",
    }).notNull(),
    /** Today minus yesterday in °C: positive = warmer. */
    temperatureComparedToYesterday: numeric("temperature_compared_to_yesterday", {
      precision: 4,
      scale: 1,
      mode: "number",
    })
      .notNull()
      .default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    observedAt: tstz("observed_at").notNull().defaultNow(),
  },
  (t) => [check("weather_translations_object", sql`jsonb_typeof(${t.translations}) = 'object'`)],
);
