/**
 * API.md "Portal", continued: calendar, figures, logging, board, device and handover calls.
 * Re-exported by ./portal; the same rules apply (zod and ./common only, `import type` in the PWA).
 */
import { z } from "zod";
import { dbId, dbIdParam, IN_CALLERS_LANGUAGE } from "./common";

const instant = z.iso.datetime({ offset: true });
const yn = z.enum(["Y", "N"]);
const id = dbId;
const text = (max: number) => z.string().max(max);

/** GET /api/internal/eventHoliday */
export const eventHolidayQuerySchema = z.object({
  workYear: z.coerce.number().int().min(2000).max(2100),
  workMonth: z.coerce.number().int().min(1).max(12),
});
export type EventHolidayQuery = z.input<typeof eventHolidayQuerySchema>;
export const eventHolidayItemSchema = z.object({
  day: z.string().describe('Month-year-day: "11-2026-03" is 3 November 2026'),
  title: z.string().describe(IN_CALLERS_LANGUAGE),
  type: z.enum(["EVENT", "HOLIDAY"]),
});
export type EventHolidayItem = z.infer<typeof eventHolidayItemSchema>;
export const eventHolidayResultSchema = z.array(eventHolidayItemSchema);

/** GET /api/internal/eventHoliday/latest: when the caller's calendar last got an entry. */
export const eventHolidayLatestResultSchema = z.object({
  latestCreatedAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe("created_at of the newest entry (company's or group-wide); null: no entries"),
});
export type EventHolidayLatestResult = z.infer<typeof eventHolidayLatestResultSchema>;

/**
 * Added to the answers a feed fills (API.md "Integration": fields are only ever added): when the
 * source system last wrote them, and whether that is older than FEED_STALE_MINUTES.
 */
export const freshnessShape = {
  asOf: instant
    .nullable()
    .describe("When the feed last wrote this; null: never fed (seeded or entered by hand)"),
  stale: z.boolean().describe("asOf is older than the server's FEED_STALE_MINUTES"),
};

/** GET /api/internal/approval */
export const approvalResultSchema = z.object({
  draftCount: z.number().int(),
  rejectCount: z.number().int(),
  apprBeforeCount: z.number().int(),
  receiveBeforeCount: z.number().int(),
  shareCount: z.number().int(),
  ...freshnessShape,
});
export type ApprovalResult = z.infer<typeof approvalResultSchema>;

/** GET /api/internal/vacation (company 1 only; 403 elsewhere). Days, halves allowed. */
export const vacationEntrySchema = z.object({
  label: z.string(),
  totalVac: z.number(),
  useVac: z.number(),
  remainVac: z.number(),
});
export type VacationEntry = z.infer<typeof vacationEntrySchema>;
export const vacationResultSchema = z.object({
  companyId: id,
  employeeNo: z.string(),
  numberOfVacationGranted: z.number(),
  numberOfVacationUsed: z.number(),
  numberOfVacationAvailable: z.number(),
  annualVacList: z.array(vacationEntrySchema),
  projectVacList: z.array(vacationEntrySchema),
  ...freshnessShape,
});
export type VacationResult = z.infer<typeof vacationResultSchema>;

/** GET /api/internal/point */
export const pointResultSchema = z.object({
  basicPoint: z.number(),
  remainPoint: z.number(),
  ...freshnessShape,
});
export type PointResult = z.infer<typeof pointResultSchema>;

/** GET /api/internal/workTime (minutes) */
export const workTimeResultSchema = z.object({
  requireTime: z.number().int(),
  planTime: z.number().int(),
  recordTime: z.number().int(),
  ...freshnessShape,
});
export type WorkTimeResult = z.infer<typeof workTimeResultSchema>;

/** POST /api/internal/logging: companyId and employeeAccountId must be the caller's. */
export const loggingBodySchema = z.object({
  serviceCode: text(50).min(1),
  type: text(50).min(1),
  companyId: id,
  employeeId: z.union([z.number().int(), text(50)]).describe("As the client sends it"),
  employeeAccountId: text(100).min(1),
  uri: text(2000),
  menuPrivacyYn: yn,
  action: text(100),
  menu: text(100),
});
export type LoggingBody = z.infer<typeof loggingBodySchema>;

/** GET /api/board */
export const boardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
export type BoardQuery = z.input<typeof boardQuerySchema>;
export const boardListItemSchema = z.object({
  postId: id,
  title: z.string().describe("HTML-escaped: show as text after unescaping, or insert as HTML"),
  createdAt: instant,
});
export type BoardListItem = z.infer<typeof boardListItemSchema>;
export const boardListResultSchema = z.object({
  items: z.array(boardListItemSchema),
  total: z.number().int(),
});
export type BoardListResult = z.infer<typeof boardListResultSchema>;

/** GET /api/board/popup (added): the notices of the notice popup. */
export const boardPopupResultSchema = z.object({
  enabled: z.boolean().describe("Show the popup at all (false when there is nothing to show)"),
  items: z.array(boardListItemSchema),
});
export type BoardPopupResult = z.infer<typeof boardPopupResultSchema>;

/** GET /api/board/{postId} */
export const boardPostParamsSchema = z.object({ postId: dbIdParam });
export const boardPostResultSchema = boardListItemSchema.extend({
  content: z.string().describe("Sanitized HTML (strict allowlist), safe to insert"),
  author: z.string(),
});
export type BoardPostResult = z.infer<typeof boardPostResultSchema>;

/** PUT /api/internal/updateToken: the ids must be the caller's (403 otherwise). */
export const updateTokenBodySchema = z.object({
  accountId: text(100).min(1),
  companyId: id,
  empNo: text(50).min(1),
  appVersion: text(50).min(1),
  deviceKey: text(200).min(1),
  deviceName: text(200).nullish(),
  osTypeCode: text(20).nullish(),
  osVersion: text(50).nullish(),
  pushToken: text(4096).nullish(),
});
export type UpdateTokenBody = z.infer<typeof updateTokenBodySchema>;

/** PUT /api/internal/updateAlarm */
export const updateAlarmBodySchema = z.object({
  companyId: id,
  accountId: text(100).min(1),
  empNo: text(50).min(1),
  fcmYn: yn,
  smsYn: yn,
  mailYn: yn,
});
export type UpdateAlarmBody = z.infer<typeof updateAlarmBodySchema>;

/**
 * GET /api/handover?url=/path: 302 to the approval site with a 60-second handover token.
 * `format=json` answers `{ url, expiresAt }` instead, for a page that must open the address
 * itself (a fetch with the Authorization header cannot follow a cross-site redirect usefully).
 */
export const handoverQuerySchema = z.object({
  url: z.string().min(1).max(2000).describe("A path on the approval site, e.g. /approval"),
  format: z.enum(["redirect", "json"]).default("redirect"),
});
export type HandoverQuery = z.input<typeof handoverQuerySchema>;
export const handoverResultSchema = z.object({
  url: z.string().describe("The approval address with the handover token"),
  expiresAt: instant,
});
export type HandoverResult = z.infer<typeof handoverResultSchema>;
