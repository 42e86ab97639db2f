/**
 * The one error handler of the app (fastify/demo style). Every failure leaves as the envelope:
 * - schema validation -> 400 VALIDATION_ERROR, result = [{ path, in, message }] in the caller's locale;
 * - any other 4xx (ApiError, Fastify's own, @fastify/* errors) keeps its status and gets its code;
 * - everything else -> 500 INTERNAL_ERROR with the generic text: no stack, no internals. The real
 *   error is logged with the request id (request.log carries reqId) so support can find it.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { ERROR_CODES, type ErrorCode, type FieldIssue } from "../contract";
import { resolveLocale } from "../i18n";
import { ApiError } from "../lib/api-error";
import { isDataException, isDatabaseUnavailable } from "../lib/database-errors";
import { errorBody } from "../lib/envelope";
import { responseHeaders } from "./security-headers";
import { entryMessage, entryPath } from "../lib/validation";

const STATUS_CODES: Readonly<Record<number, ErrorCode>> = {
  400: "VALIDATION_ERROR", // malformed JSON, empty body: API.md calls any invalid body a validation error
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "TOO_MANY_REQUESTS",
};

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

function statusOf(error: Partial<FastifyError> & { status?: unknown }): number {
  const status = error.statusCode ?? error.status;
  return typeof status === "number" && Number.isInteger(status) ? status : 500;
}

function fieldIssues(error: FastifyError, request: FastifyRequest): FieldIssue[] {
  const locale = resolveLocale(request);
  const where = error.validationContext;
  return (error.validation ?? []).map((entry) => ({
    path: entryPath(entry),
    ...(where ? { in: where } : {}),
    message: entryMessage(entry, locale),
  }));
}

/** Seconds a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_S = 5;

function messageOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error instanceof Error ? error.message : "";
}

async function errorHandler(fastify: FastifyInstance) {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);

    if (error.validation && status < 500) {
      request.log.info(
        { apiCode: "VALIDATION_ERROR", part: error.validationContext },
        "request failed validation",
      );
      return reply
        .code(400)
        .send(errorBody(request, 400, "VALIDATION_ERROR", { result: fieldIssues(error, request) }));
    }

    if (status >= 400 && status < 500) {
      const code = isErrorCode(error.code) ? error.code : (STATUS_CODES[status] ?? "BAD_REQUEST");
      // The framework's reason (e.g. FST_ERR_CTP_INVALID_MEDIA_TYPE) helps debugging and is no secret.
      request.log.info(
        { apiCode: code, reason: error.code, statusCode: status },
        "request rejected",
      );
      if (error instanceof ApiError) {
        reply.headers(error.headers);
        return reply.code(status).send(errorBody(request, status, code, error));
      }
      return reply.code(status).send(errorBody(request, status, code));
    }

    if (isDataException(error)) {
      request.log.info({ apiCode: "VALIDATION_ERROR" }, "database refused a value of the request");
      return reply.code(400).send(errorBody(request, 400, "VALIDATION_ERROR", { result: [] }));
    }

    if (isDatabaseUnavailable(error)) {
      // Operators see the outage in /readyz and one warn line per request, not a stack each.
      request.log.warn(
        { apiCode: "SERVICE_UNAVAILABLE", reason: messageOf(error) },
        "database unavailable",
      );
      return reply
        .code(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_S))
        .send(errorBody(request, 503, "SERVICE_UNAVAILABLE"));
    }

    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(errorBody(request, 500, "INTERNAL_ERROR"));
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (an undecodable URL, a failed
 * async constraint) bypass plugins, hooks and the error handler, so this answers them directly
 * with the same envelope and headers.
 */
export function frameworkErrorHandler(config: Pick<Config, "PUBLIC_URL">) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    // Any 4xx here is the request's fault (an undecodable URL, a path parameter past the router's
    // maxParamLength, a 414): a plain 400, never the 500 it used to become.
    const framework = statusOf(error);
    const status = framework >= 400 && framework < 500 ? 400 : 500;
    request.log.info({ reason: error.code, statusCode: status }, "request rejected before routing");
    void reply
      .code(status)
      .headers({ ...responseHeaders(request.url, config, "data"), "x-request-id": request.id })
      .send(errorBody(request, status, status === 400 ? "BAD_REQUEST" : "INTERNAL_ERROR"));
  };
}

export default fp(errorHandler, { name: "error-handler" });
