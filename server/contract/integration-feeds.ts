/**
 * API.md "Integration (wave 2)", feeds (scope `feed`): the source systems push per-person
 * figures, the weather list and the holidays of a year. Bodies use the shapes of the GET answers
 * they feed; values the portal derives itself (available days, remainVac) are not accepted.
 */
import { z } from "zod";

/** The most people one batch call may carry (more: 400). */
export const FEED_BATCH_LIMIT = 1_000;

const count = z.number().int().min(0).max(1_000_000_000);
/** Days, halves allowed. */
const days = z.number().min(0).max(9_999).multipleOf(0.5);
const minutes = z.number().int().min(0).max(1_000_000);

export const feedApprovalSchema = z.strictObject({
  draftCount: count,
  rejectCount: count,
  apprBeforeCount: count,
  receiveBeforeCount: count,
  shareCount: count,
});
export const feedPointSchema = z.strictObject({ basicPoint: count, remainPoint: count });
export const feedWorkTimeSchema = z.strictObject({
  requireTime: minutes,
  planTime: minutes,
  recordTime: minutes,
});
const vacationEntry = z.strictObject({
  label: z.string().trim().min(1).max(50),
  totalVac: days,
  useVac: days,
});
export const feedVacationSchema = z.strictObject({
  numberOfVacationGranted: days,
  numberOfVacationUsed: days,
  annualVacList: z.array(vacationEntry).max(20).default([]),
  projectVacList: z.array(vacationEntry).max(20).default([]),
});

const figureParts = z.strictObject({
  approval: feedApprovalSchema.optional(),
  vacation: feedVacationSchema.optional(),
  point: feedPointSchema.optional(),
  workTime: feedWorkTimeSchema.optional(),
});
const someParts = {
  message: "at least one of approval, vacation, point, workTime",
};
const hasParts = (body: z.infer<typeof figureParts>) =>
  [body.approval, body.vacation, body.point, body.workTime].some((part) => part !== undefined);
const accountId = z.string().min(1).max(64);

/** PUT /api/integration/figures/{accountId}: every part optional, at least one. */
export const feedFiguresBodySchema = figureParts.refine(hasParts, someParts);
export type FeedFiguresBody = z.infer<typeof feedFiguresBodySchema>;
export const feedAccountParamsSchema = z.object({ accountId });

/** PUT /api/integration/figures: up to FEED_BATCH_LIMIT people in one call (one transaction). */
export const feedFiguresBatchSchema = z
  .array(figureParts.extend({ accountId }).refine(hasParts, someParts))
  .min(1)
  .max(FEED_BATCH_LIMIT, `at most ${FEED_BATCH_LIMIT} people per call`)
  .refine(
    (items) => new Set(items.map((i) => i.accountId.trim().toLowerCase())).size === items.length,
    { message: "each accountId once" },
  );
export type FeedFiguresBatch = z.infer<typeof feedFiguresBatchSchema>;

export const feedFiguresResultSchema = z.object({
  updated: z.number().int().describe("People whose figures were written"),
  unknownAccountIds: z
    .array(z.string())
    .describe("Ids without an account or a current job: skipped, nothing written for them"),
  asOf: z.iso.datetime({ offset: true }),
});
export type FeedFiguresResult = z.infer<typeof feedFiguresResultSchema>;

/** PUT /api/integration/weather: replaces the whole list, in display order. */
const temperature = z.number().min(-99.9).max(99.9);
const translation = z.string().trim().min(1).max(50);
export const feedWeatherBodySchema = z
  .array(
    z.strictObject({
      region: z.string().trim().min(1).max(50).describe("Korean name"),
      translations: z
        .strictObject({ en: translation, zh: translation, ja: translation })
        .partial()
        .default({}),
      weatherIconName: z
        .string()
        .trim()
        .min(1)
        .max(30)
        .describe("Korean condition name, e.g. 맑음"),
      todayTemperature: temperature,
      temperatureComparedToYesterday: temperature.default(0),
    }),
  )
  .max(100)
  .refine((items) => new Set(items.map((i) => i.region)).size === items.length, {
    message: "each region once",
  });
export type FeedWeatherBody = z.infer<typeof feedWeatherBodySchema>;

/** PUT /api/integration/holidays/{year}: replaces the group-wide holidays of that year. */
export const feedHolidayParamsSchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
});
const holidayTitle = z.string().trim().min(1).max(100);
export const feedHolidaysBodySchema = z
  .array(
    z.strictObject({
      day: z.iso.date().describe("YYYY-MM-DD, inside the year of the path"),
      title: z.strictObject({
        ko: holidayTitle,
        en: holidayTitle,
        zh: holidayTitle,
        ja: holidayTitle,
      }),
    }),
  )
  .max(200)
  .refine((items) => new Set(items.map((i) => `${i.day}/${i.title.ko}`)).size === items.length, {
    message: "each day and Korean title once",
  });
export type FeedHolidaysBody = z.infer<typeof feedHolidaysBodySchema>;

export const feedWriteResultSchema = z.object({
  count: z.number().int(),
  asOf: z.iso.datetime({ offset: true }),
});
