/**
 * Builders of the API envelope `{ status, code, message, result }` (API.md).
 * Routes return `ok(reply, result)`; with a zod response schema `envelope(resultSchema)` the type
 * provider checks `result` against the schema at compile time.
 */
import type { ErrorCode, ErrorEnvelope, FieldIssue } from "../contract";
import {
  resolveLocale,
  translate,
  type LocaleSource,
  type MessageKey,
  type MessageParams,
} from "../i18n";

/** What ok() needs of a reply: structural, so any typed FastifyReply fits. */
export interface ReplyLike {
  request: LocaleSource;
  code(statusCode: number): unknown;
}

export interface OkOptions {
  /** 200 unless given (e.g. 201 for a creation). */
  status?: number;
  /** A specific success text instead of the generic "OK" one. */
  messageKey?: MessageKey;
  params?: MessageParams;
}

/** Sets the status and returns the success envelope for the handler to return. */
export function ok<T>(reply: ReplyLike, result: T, options: OkOptions = {}) {
  const status = options.status ?? 200;
  reply.code(status);
  return {
    status,
    code: "OK" as const,
    message: translate(resolveLocale(reply.request), options.messageKey ?? "OK", options.params),
    result,
  };
}

export interface FailOptions {
  messageKey?: MessageKey | undefined;
  params?: MessageParams | undefined;
  result?: FieldIssue[] | null | undefined;
}

/** The error envelope in the request's locale. */
export function errorBody(
  request: LocaleSource,
  status: number,
  code: ErrorCode,
  options: FailOptions = {},
): ErrorEnvelope {
  return {
    status,
    code,
    message: translate(resolveLocale(request), options.messageKey ?? code, options.params),
    result: options.result ?? null,
  };
}
