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
  primaryKey,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { createdAt, translations, tstz, updatedAt, inList } from "./columns";
import { SCHEDULE_TYPES } from "./enums";
import { companies } from "./organization";
import { accounts } from "./people";

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
    /** "enabled" in the admin API; at most 5 enabled per scope (server/modules/admin). */
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Display period ("from"/"to" in the admin API); null = open-ended. */
    displayFrom: tstz("display_from"),
    displayTo: tstz("display_to"),
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
    /** Listed in the notice popup on entry (within popupFrom..popupTo when they are set). */
    popup: boolean("popup").notNull().default(false),
    popupFrom: tstz("popup_from"),
    popupTo: tstz("popup_to"),
    /** Every targeted person must acknowledge it (GET /api/notices/pending-ack). */
    mustAcknowledge: boolean("must_acknowledge").notNull().default(false),
    /** Sent as a push notification when created (the push module reads this flag). */
    push: boolean("push").notNull().default(false),
    /** The admin who wrote it; null for seeded notices. */
    createdBy: text("created_by"),
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

/**
 * Who acknowledged a must-acknowledge notice, once per account (a person with jobs in two
 * companies reads a group notice once). A repeat keeps the first time.
 */
export const noticeAcknowledgements = pgTable(
  "notice_acknowledgements",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => notices.postId, { onDelete: "cascade" }),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.accountId, { onDelete: "cascade" }),
    /** The company of the token that acknowledged (for the audit, not for the rule). */
    companyId: integer("company_id"),
    acknowledgedAt: tstz("acknowledged_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "notice_acknowledgements_pk", columns: [t.postId, t.accountId] }),
    index("notice_acknowledgements_account_idx").on(t.accountId),
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
