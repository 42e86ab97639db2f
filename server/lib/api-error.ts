/**
 * The error routes throw for expected failures. The error handler turns it into the envelope
 * with the code, the localized message and, for 429, the Retry-After header.
 *   throw new ApiError(403, "FORBIDDEN");
 *   throw apiErrors.notFound();
 *   throw new ApiError(401, "UNAUTHORIZED", { messageKey: "auth.wrongCredentials" });
 */
import type { ErrorCode, FieldIssue } from "../contract";
import type { MessageKey, MessageParams } from "../i18n";

export interface ApiErrorOptions {
  /** Text to show instead of the code's generic one. */
  messageKey?: MessageKey;
  params?: MessageParams;
  /** Field list of a VALIDATION_ERROR raised by hand (e.g. a cross-field rule). */
  result?: FieldIssue[] | null;
  headers?: Readonly<Record<string, string>>;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly messageKey: MessageKey | undefined;
  readonly params: MessageParams | undefined;
  readonly result: FieldIssue[] | null;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    options: ApiErrorOptions = {},
  ) {
    super(`${code} (${statusCode})`, { cause: options.cause });
    this.name = "ApiError";
    this.messageKey = options.messageKey;
    this.params = options.params;
    this.result = options.result ?? null;
    this.headers = options.headers ?? {};
  }
}

/** Shorthands for the API.md error table. */
export const apiErrors = {
  unauthorized: (o?: ApiErrorOptions) => new ApiError(401, "UNAUTHORIZED", o),
  tokenExpired: (o?: ApiErrorOptions) => new ApiError(401, "TOKEN_EXPIRED", o),
  tokenParseError: (o?: ApiErrorOptions) => new ApiError(401, "TOKEN_PARSE_ERROR", o),
  forbidden: (o?: ApiErrorOptions) => new ApiError(403, "FORBIDDEN", o),
  notFound: (o?: ApiErrorOptions) => new ApiError(404, "NOT_FOUND", o),
  validation: (result: FieldIssue[], o?: ApiErrorOptions) =>
    new ApiError(400, "VALIDATION_ERROR", { ...o, result }),
  conflict: (o?: ApiErrorOptions) => new ApiError(409, "CONFLICT", o),
  tooManyRequests: (retryAfterSeconds: number, o?: ApiErrorOptions) =>
    new ApiError(429, "TOO_MANY_REQUESTS", {
      ...o,
      headers: { ...o?.headers, "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
};
