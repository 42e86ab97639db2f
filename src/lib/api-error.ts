/** The envelope every `/api` JSON response uses (API.md). */
export interface ApiEnvelope<T = unknown> {
  status: number;
  code: string;
  message: string;
  result: T;
}

export function isApiEnvelope(value: unknown): value is ApiEnvelope {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.status === "number" &&
    typeof candidate.code === "string" &&
    "result" in candidate
  );
}

/** Codes the client produces itself (no server answer to read a code from). */
export const CLIENT_ERROR_CODES = { NETWORK: "NETWORK_ERROR", HTTP: "HTTP_ERROR" } as const;

/** Statuses whose Retry-After the client honours (RFC 9110 section 10.2.3). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

/**
 * Retry-After as a wait in ms: delay-seconds or an HTTP date; undefined when absent or unreadable.
 * The server picks the wait so that clients spread out after an outage; ignoring it makes every
 * device come back at once (issue 12, defect 6).
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A failed API call: the HTTP status (0 when the network failed), machine code and message. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  /** The envelope's result, e.g. field errors for VALIDATION_ERROR. */
  readonly result: unknown;
  /** How long the server asked us to wait (Retry-After on 429 and 503), in ms. */
  readonly retryAfterMs: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    result?: unknown;
    cause?: unknown;
    retryAfterMs?: number;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.result = init.result ?? null;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** Builds the error from a non-2xx response, preferring the envelope's fields. */
  static fromResponse(
    status: number,
    statusText: string,
    body: unknown,
    headers?: Headers,
  ): ApiError {
    const retryAfterMs = RETRY_AFTER_STATUSES.has(status)
      ? parseRetryAfter(headers?.get("Retry-After") ?? null)
      : undefined;
    if (isApiEnvelope(body)) {
      return new ApiError({
        status,
        code: body.code,
        message: body.message ?? statusText,
        result: body.result,
        retryAfterMs,
      });
    }
    return new ApiError({
      status,
      code: CLIENT_ERROR_CODES.HTTP,
      message: statusText || `HTTP ${status}`,
      retryAfterMs,
    });
  }

  static network(cause: unknown): ApiError {
    const message = cause instanceof Error ? cause.message : "Network request failed";
    return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.NETWORK, message, cause });
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** Expired or unparsable access token: refresh once and retry (API.md; 500 form for spec compatibility). */
  get isTokenExpired(): boolean {
    if (this.code === "TOKEN_EXPIRED" || this.code === "TOKEN_PARSE_ERROR") return true;
    return (
      this.status === 500 && /token/i.test(this.message) && /(expired|pars)/i.test(this.message)
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
