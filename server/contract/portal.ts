/**
 * API.md "Portal": request bodies, queries and results (the `result` of the envelope).
 * The PWA imports these with `import type` only; this file may import zod, ./common and shared/
 * (the favorite rules and the billboard limit, which the PWA uses too).
 * Instants are ISO 8601 strings in UTC.
 */
import { z } from "zod";
import { BILLBOARD_LIMIT } from "../../shared/billboard";
import { FAVORITE_ERRORS, FAVORITE_LIST_MAX, favoriteError } from "../../shared/favorite";
import { MENU_ICONS } from "../../shared/menu-icons";
import { dbId, IN_CALLERS_LANGUAGE, localeSchema } from "./common";
import { freshnessShape } from "./portal-internal";

export * from "../../shared/favorite";
export * from "./portal-internal";

const instant = z.iso.datetime({ offset: true });
const yn = z.enum(["Y", "N"]);
const id = dbId;

/** Header of the two edit PUTs: a repeat with the same key returns the first result. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const idempotencyHeadersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, "portal.idempotencyKeyInvalid")
    .optional()
    .describe("8-128 characters of A-Z a-z 0-9 _ -; one key per edit, reused only for retries"),
});

/** GET /api/user */
export const userResultSchema = z.object({
  name: z.string(),
  accountId: z.string(),
  authority: z.string().describe("Selects the Work/Office menu set, e.g. USER"),
  companyId: id,
  companyList: z.array(
    z.object({ companyId: id, companyCode: z.string(), companyName: z.string() }),
  ),
  companyCode: z.string(),
  departmentName: z.string(),
  empNo: z.string(),
  imgUrl: z.string().nullable(),
  lastLoginAt: instant.nullable().describe("The login BEFORE the current one (NEW badge)"),
  duty: z.string().describe('"-" when none'),
  rankCode: z.string().nullable(),
  position: z.string().describe('"-" when none'),
  initLogin: z.boolean().describe("True until the initial/temporary password is replaced"),
  lastPwdChanged: instant.describe("When the password was last changed"),
  passwordExpiresAt: instant.describe("lastPwdChanged + 90 days"),
  accountInfo: z.object({
    accountId: z.string(),
    locale: localeSchema,
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  alarmInfo: z.object({ fcmYn: yn, mailYn: yn, smsYn: yn }),
});
export type UserResult = z.infer<typeof userResultSchema>;

/** GET /api/weather */
export const weatherItemSchema = z.object({
  region: z.string().describe(IN_CALLERS_LANGUAGE),
  weatherIconName: z.string().describe("Korean condition name, e.g. 맑음"),
  todayTemperature: z.number().describe("°C"),
  temperatureComparedToYesterday: z.number().describe("°C, today minus yesterday"),
  ...freshnessShape,
});
export type WeatherItem = z.infer<typeof weatherItemSchema>;
export const weatherResultSchema = z.array(weatherItemSchema);

/** GET /api/banner/display: up to 5, newest first. */
export const bannerItemSchema = z.object({
  id,
  title: z.string(),
  titleSub: z.string(),
  link: z.string().nullable().describe("https:// only; anything else is null"),
  updatedAt: instant,
});
export type BannerItem = z.infer<typeof bannerItemSchema>;
export const bannerResultSchema = z.array(bannerItemSchema).max(BILLBOARD_LIMIT);

/** GET /api/menu/{type}, PUT /api/menu/{type}/{authority} */
export const MENU_TYPES = ["WORK", "OFFICE"] as const;
export type MenuType = (typeof MENU_TYPES)[number];
/**
 * Case-insensitive in the path ("work" works), upper case after parsing. The pattern is what the
 * OpenAPI document shows (a transform has no JSON Schema, so it would say "any string").
 */
const menuType = z
  .string()
  .regex(/^([Ww][Oo][Rr][Kk]|[Oo][Ff][Ff][Ii][Cc][Ee])$/)
  .describe("WORK or OFFICE, in any case")
  .toUpperCase()
  .pipe(z.enum(MENU_TYPES));
export const menuParamsSchema = z.object({ type: menuType });
export const menuUpdateParamsSchema = z.object({
  type: menuType,
  authority: z
    .string()
    .min(1)
    .max(50)
    .describe("The caller's authority; compared case-insensitively"),
});
/** An admin-set menu icon: one name of the built-in set (shared/menu-icons.ts). */
export const menuIconSchema = z.enum(MENU_ICONS);
export const menuItemSchema = z.object({
  id,
  name: z.string().describe(IN_CALLERS_LANGUAGE),
  url: z.string(),
  handoverUrl: z.string().nullable().describe("Path for GET /api/handover; null = plain link"),
  open: z.boolean(),
  icon: menuIconSchema
    .nullable()
    .describe("A name of the built-in icon set; null: the PWA shows the favicon or initials"),
  priority: id.describe("1-based position in the caller's order"),
  envType: z.enum(["MOBILE", "PC", "ALL"]).describe("The mobile portal hides PC items"),
  createdAt: instant,
  updatedAt: instant,
  deleteFlag: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;
export const menuResultSchema = z.array(menuItemSchema);
/**
 * Only id and priority are read. The PWA may send whole menu items back: their other fields
 * are dropped unread (so a changed name or date never makes a replay look like a new edit).
 */
export const menuUpdateBodySchema = z
  .array(z.object({ id, priority: id.max(100_000) }))
  .max(200)
  .describe("The list in display order, priority 1..n; other item fields are ignored");
export type MenuUpdateBody = z.input<typeof menuUpdateBodySchema>;

/** GET /api/favorite, PUT /api/favorite */
export const favoriteItemSchema = z.object({
  id,
  name: z.string(),
  url: z.string(),
  priority: id,
  createdAt: instant,
  updatedAt: instant,
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;
export const favoriteResultSchema = z.array(favoriteItemSchema);

/**
 * One item of PUT /api/favorite: with deleteFlag (and an id) it is deleted; with an id it is
 * updated; without one it is added. The first rule broken gives one of FAVORITE_ERRORS.
 */
export const favoriteEditItemSchema = z
  .object({
    id: id.optional(),
    name: z.string(FAVORITE_ERRORS.name).trim(),
    url: z.string(FAVORITE_ERRORS.urlRequired),
    priority: id.max(100_000),
    deleteFlag: z.boolean().optional(),
  })
  .superRefine((item, ctx) => {
    if (item.deleteFlag) {
      if (item.id === undefined)
        ctx.addIssue({ code: "custom", path: ["id"], message: "portal.favorite.deleteNeedsId" });
      return; // a deletion's name and url are not stored, so they are not judged
    }
    const error = favoriteError(item.name, item.url);
    if (!error) return;
    const path =
      error === FAVORITE_ERRORS.nameAndUrl
        ? []
        : error === FAVORITE_ERRORS.name
          ? ["name"]
          : ["url"];
    ctx.addIssue({ code: "custom", path, message: error });
  });
export type FavoriteEditItem = z.input<typeof favoriteEditItemSchema>;
export const favoriteUpdateBodySchema = z
  .array(favoriteEditItemSchema)
  .max(FAVORITE_LIST_MAX, "portal.favorite.tooMany")
  .superRefine((items, ctx) => {
    const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: "custom", path: [], message: "portal.duplicateId" });
  });
export type FavoriteUpdateBody = z.input<typeof favoriteUpdateBodySchema>;
