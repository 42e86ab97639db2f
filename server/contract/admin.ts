/**
 * API.md "Administration (wave 2)": bodies, queries and results of /api/admin/* and of the
 * users' must-acknowledge calls. The PWA imports these with `import type` only; this file may
 * import zod, ./common, ./portal and shared/ and nothing else.
 * Instants are ISO 8601 strings; a link is https only (`javascript:` or `data:` is a 400).
 */
import { z } from "zod";
import { dbId, dbIdParam } from "./common";
import { MENU_TYPES, menuIconSchema } from "./portal";

const instant = z.iso.datetime({ offset: true });
/**
 * Both ends set: the start must come first (compared as instants, offsets may differ). Checked
 * by the routes after the rights (a rule beyond the schema), so a caller without rights gets
 * 403 for any request the document accepts.
 */
export const periodInOrder = (from: string | null | undefined, to: string | null | undefined) =>
  !from || !to || Date.parse(from) < Date.parse(to);
/** Scopes of integration keys (server/db/schema/admin.ts checks the same list). */
export const API_KEY_SCOPE_NAMES = ["scim", "feed"] as const;
/** A company scope: null = the whole group (group admins only). */
const scope = dbId.nullable().describe("null: group-wide (group admins only)");

/** Size limits: what a screen shows, with room; anything longer is a 400. */
export const ADMIN_LIMITS = {
  title: 200,
  titleSub: 300,
  html: 100_000,
  url: 2_000,
  menuName: 100,
  menuItems: 200,
  eventTitle: 100,
  keyName: 100,
  pageSize: 100,
} as const;

/** True for an absolute https URL with a host and no whitespace (links, menu urls). */
export function isHttpsUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The document's pattern: an https URL with a plain host name and an optional port and path. */
export const HTTPS_URL_PATTERN =
  /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:[0-9]{1,4})?([/?#][^\s]*)?$/;

export const httpsUrlSchema = z
  .string()
  .max(ADMIN_LIMITS.url)
  .regex(HTTPS_URL_PATTERN, "admin.httpsOnly")
  .refine(isHttpsUrl, "admin.httpsOnly")
  .describe("An absolute https:// URL (javascript:, data:, http: are refused)");

const text = (max: number) => z.string().trim().min(1).max(max);

export const adminIdParamsSchema = z.object({ id: dbIdParam });
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(ADMIN_LIMITS.pageSize).default(20),
});
/** `?companyId=`: a company's objects (plus, for lists, nothing else); absent: every one the caller manages. */
export const adminListQuerySchema = adminPageQuerySchema.extend({
  companyId: dbIdParam.optional().describe("Only this company's objects"),
});
export const adminDeleteResultSchema = z.object({ id: dbId, deleted: z.literal(true) });

// ---- Notices ------------------------------------------------------------------------------

export const adminNoticeBodySchema = z
  .object({
    title: text(ADMIN_LIMITS.title),
    html: z.string().max(ADMIN_LIMITS.html).describe("Rich text; sanitized, links https only"),
    companyId: scope,
    popupFrom: instant.nullable().default(null),
    popupTo: instant.nullable().default(null),
    mustAcknowledge: z.boolean().default(false),
    push: z.boolean().default(false),
  })
  .describe("popupTo after popupFrom when both are set (checked after the rights: 400)");
export type AdminNoticeBody = z.input<typeof adminNoticeBodySchema>;

export const adminNoticeSchema = z.object({
  id: dbId,
  title: z.string(),
  html: z.string().describe("The sanitized HTML"),
  companyId: dbId.nullable(),
  popupFrom: instant.nullable(),
  popupTo: instant.nullable(),
  mustAcknowledge: z.boolean(),
  push: z.boolean(),
  author: z.string(),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticeListSchema = z.object({
  items: z.array(adminNoticeSchema),
  total: z.number().int(),
});

export const noticeReadMemberSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  departmentName: z.string(),
  acknowledgedAt: instant.nullable(),
});
export const noticeReadsSchema = z.object({
  acknowledged: z.number().int(),
  pending: z.number().int(),
  members: z.array(noticeReadMemberSchema),
});
export type NoticeReads = z.infer<typeof noticeReadsSchema>;

/** GET /api/notices/pending-ack */
export const pendingAckItemSchema = z.object({
  id: dbId,
  title: z.string(),
  html: z.string().describe("Sanitized HTML"),
  createdAt: instant,
});
export const pendingAckResultSchema = z.array(pendingAckItemSchema);
export type PendingAckItem = z.infer<typeof pendingAckItemSchema>;
export const noticeAckResultSchema = z.object({ id: dbId, acknowledgedAt: instant });

// ---- Billboards ---------------------------------------------------------------------------

export const adminBillboardBodySchema = z
  .object({
    title: text(ADMIN_LIMITS.title),
    titleSub: z.string().trim().max(ADMIN_LIMITS.titleSub).default(""),
    link: httpsUrlSchema.nullable().default(null),
    enabled: z.boolean().default(true),
    sortOrder: z.number().int().min(0).max(10_000).default(0),
    companyId: scope,
    from: instant.nullable().default(null),
    to: instant.nullable().default(null),
  })
  .describe("to after from when both are set (checked after the rights: 400)");
export type AdminBillboardBody = z.input<typeof adminBillboardBodySchema>;
export const adminBillboardSchema = z.object({
  id: dbId,
  title: z.string(),
  titleSub: z.string(),
  link: z.string().nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  companyId: dbId.nullable(),
  from: instant.nullable(),
  to: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type AdminBillboard = z.infer<typeof adminBillboardSchema>;
export const adminBillboardListSchema = z.array(adminBillboardSchema);

// ---- Menus --------------------------------------------------------------------------------

const menuTypeParam = z
  .string()
  .regex(/^([Ww][Oo][Rr][Kk]|[Oo][Ff][Ff][Ii][Cc][Ee])$/)
  .describe("WORK or OFFICE, in any case")
  .toUpperCase()
  .pipe(z.enum(MENU_TYPES));
export const adminMenuParamsSchema = z.object({ type: menuTypeParam });
export const adminMenuQuerySchema = z.object({
  companyId: dbIdParam.optional().describe("Default: the company of the token"),
  authority: z
    .string()
    .regex(/^[A-Za-z_]{1,50}$/)
    .default("USER")
    .describe("The menu authority, e.g. USER or ADMIN (upper-cased)")
    .transform((value) => value.toUpperCase()),
});
const menuName = z.string().trim().max(ADMIN_LIMITS.menuName);
export const menuNamesSchema = z.object({
  ko: menuName.min(1),
  en: menuName.default(""),
  zh: menuName.default(""),
  ja: menuName.default(""),
});
export const adminMenuEditItemSchema = z.object({
  id: dbId.optional().describe("Absent: a new item"),
  names: menuNamesSchema.describe("Empty en/zh/ja fall back to ko"),
  url: httpsUrlSchema,
  icon: menuIconSchema.nullable().default(null),
  open: z.boolean().default(false),
  envType: z.enum(["MOBILE", "PC", "ALL"]).default("ALL"),
  priority: z.number().int().min(1).max(100_000),
  deleteFlag: z.boolean().optional(),
});
export type AdminMenuEditItem = z.input<typeof adminMenuEditItemSchema>;
export const adminMenuBodySchema = z
  .array(adminMenuEditItemSchema)
  .max(ADMIN_LIMITS.menuItems)
  .describe("Each id at most once (checked after the rights: 400)");
export const adminMenuItemSchema = z.object({
  id: dbId,
  names: z.object({ ko: z.string(), en: z.string(), zh: z.string(), ja: z.string() }),
  url: z.string(),
  icon: menuIconSchema.nullable(),
  open: z.boolean(),
  envType: z.enum(["MOBILE", "PC", "ALL"]),
  priority: z.number().int(),
  handoverUrl: z.string().nullable().describe("Kept as it is; not editable here"),
  deleteFlag: z.boolean(),
});
export type AdminMenuItem = z.infer<typeof adminMenuItemSchema>;
export const adminMenuListSchema = z.array(adminMenuItemSchema);

// ---- Events and holidays ------------------------------------------------------------------

const eventTitle = z.string().trim().max(ADMIN_LIMITS.eventTitle);
export const adminEventBodySchema = z
  .object({
    day: z.iso.date().describe("YYYY-MM-DD"),
    title: eventTitle.optional().describe("Korean title (or titles.ko)"),
    titles: z
      .object({
        ko: eventTitle.optional(),
        en: eventTitle.default(""),
        zh: eventTitle.default(""),
        ja: eventTitle.default(""),
      })
      .optional(),
    type: z.enum(["EVENT", "HOLIDAY"]).default("EVENT"),
    companyId: scope,
  })
  .describe("title or titles.ko is required (checked after the rights: 400)");
export type AdminEventBody = z.input<typeof adminEventBodySchema>;
export const adminEventQuerySchema = adminPageQuerySchema.extend({
  companyId: dbIdParam.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const adminEventSchema = z.object({
  id: dbId,
  day: z.string(),
  title: z.string(),
  titles: z.object({ ko: z.string(), en: z.string(), zh: z.string(), ja: z.string() }),
  type: z.enum(["EVENT", "HOLIDAY"]),
  companyId: dbId.nullable(),
  createdAt: instant,
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({
  items: z.array(adminEventSchema),
  total: z.number().int(),
});

// ---- Integration keys ---------------------------------------------------------------------

export const adminApiKeyBodySchema = z.object({
  name: text(ADMIN_LIMITS.keyName),
  scopes: z
    .array(z.enum(API_KEY_SCOPE_NAMES))
    .min(1)
    .max(API_KEY_SCOPE_NAMES.length)
    .describe("A repeated scope counts once"),
});
export const adminApiKeySchema = z.object({
  id: dbId,
  name: z.string(),
  scopes: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
});
export type AdminApiKey = z.infer<typeof adminApiKeySchema>;
export const adminApiKeyListSchema = z.array(adminApiKeySchema);
export const adminApiKeyCreatedSchema = adminApiKeySchema.extend({
  secret: z
    .string()
    .nullable()
    .describe("Shown once; only its hash is stored. null on an idempotent repeat"),
});

// ---- Audit --------------------------------------------------------------------------------

export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  from: instant.optional(),
  to: instant.optional(),
  actor: z.string().max(100).optional().describe("accountId of the actor"),
  action: z
    .string()
    .max(100)
    .optional()
    .describe("e.g. notice.create, or a security event such as LOGIN"),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: instant,
  actor: z.string().nullable(),
  action: z.string(),
  outcome: z.string(),
  companyId: z.number().int().nullable(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntryResult = z.infer<typeof auditEntrySchema>;
export const adminAuditListSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
});
