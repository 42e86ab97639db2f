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

/** A failed API call: the HTTP status (0 when the network failed), machine code and message. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly code: string;
  /** The envelope's result, e.g. field errors for VALIDATION_ERROR. */
  readonly result: unknown;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    result?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.result = init.result ?? null;
  }

  /** Builds the error from a non-2xx response, preferring the envelope's fields. */
  static fromResponse(status: number, statusText: string, body: unknown): ApiError {
    if (isApiEnvelope(body)) {
      return new ApiError({
        status,
        code: body.code,
        message: body.message ?? statusText,
        result: body.result,
      });
    }
    return new ApiError({
      status,
      code: CLIENT_ERROR_CODES.HTTP,
      message: statusText || `HTTP ${status}`,
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
