/**
 * Shared pieces of the HTTP contract (API.md "Envelope and errors").
 * The PWA imports these with `import type` only, so this file may import zod and shared/ and
 * nothing else: anything server-only here would leak into the client bundle or break its
 * type-check.
 */
import { z } from "zod";
import { LOCALES } from "../../shared/locales";

/** Locales the product ships (the PWA's too); the first one is the default and the fallback. */
export { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/locales";
export const localeSchema = z.enum(LOCALES);
/** Names kept in four languages (API.md "Wave-2 conventions": the cookie beats Accept-Language). */
export const IN_CALLERS_LANGUAGE =
  "In the caller's language: the locale cookie, else Accept-Language, else Korean";

/**
 * Ids are PostgreSQL `integer` columns: an id past 2^31 - 1 cannot exist, and comparing one with
 * such a column fails in the database (a 500), so every id the API accepts stops at this bound.
 */
export const MAX_DB_ID = 2_147_483_647;
export const dbId = z.number().int().positive().max(MAX_DB_ID);
/** An id from a path or query string, where it arrives as text. */
export const dbIdParam = z.coerce.number().int().positive().max(MAX_DB_ID);

/**
 * Machine codes of error envelopes. The first eight are fixed by API.md; the last four cover
 * framework-level 4xx answers (malformed request, body too large, wrong media type, edit conflict)
 * that would otherwise have no honest code. Codes are only ever added, never renamed.
 */
export const ERROR_CODES = [
  "UNAUTHORIZED",
  "TOKEN_EXPIRED",
  "TOKEN_PARSE_ERROR",
  "FORBIDDEN",
  "NOT_FOUND",
  "VALIDATION_ERROR",
  "TOO_MANY_REQUESTS",
  "INTERNAL_ERROR",
  "BAD_REQUEST",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "SERVICE_UNAVAILABLE",
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const API_CODES = ["OK", ...ERROR_CODES] as const;
export const apiCodeSchema = z.enum(API_CODES);
export type ApiCode = z.infer<typeof apiCodeSchema>;

/** One entry of a VALIDATION_ERROR result: which field, where it came from, what is wrong. */
export const fieldIssueSchema = z.object({
  path: z
    .string()
    .describe('Dotted field path inside `in`, e.g. "items.0.name"; "" for the whole part'),
  in: z.enum(["body", "querystring", "params", "headers"]).optional(),
  message: z.string().describe("Localized description of the problem"),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** Wraps a result schema in the envelope every /api JSON response uses. */
export function envelope<T extends z.ZodType>(result: T) {
  return z.object({
    status: z.number().int().describe("The HTTP status, repeated"),
    code: apiCodeSchema,
    message: z.string().describe("Text in the caller's locale"),
    result,
  });
}

/** The envelope of every error answer: `result` is the field list for VALIDATION_ERROR, else null. */
export const errorEnvelopeSchema = z.object({
  status: z.number().int(),
  code: errorCodeSchema,
  message: z.string(),
  result: z.array(fieldIssueSchema).nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The envelope type for a given result type (what the client's fetch wrapper unwraps). */
export interface Envelope<T> {
  status: number;
  code: ApiCode;
  message: string;
  result: T;
}
