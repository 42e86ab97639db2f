/**
 * SCIM error bodies (RFC 7644 §3.12): every failure under /scim/v2 answers
 * `{ schemas: [Error], status: "<code>", scimType?, detail }` as application/scim+json, never
 * the portal's envelope. The module sets this handler on its own (encapsulated) scope.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { ApiError } from "../../lib/api-error";
import { isDataException, isDatabaseUnavailable } from "../../lib/database-errors";
import { SCHEMA, SCIM_CONTENT_TYPE } from "./constants";

export type ScimType =
  | "invalidFilter"
  | "tooMany"
  | "uniqueness"
  | "mutability"
  | "invalidSyntax"
  | "invalidPath"
  | "noTarget"
  | "invalidValue"
  | "invalidVers";

export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
    this.name = "ScimError";
  }
}

export const scimErrors = {
  invalidValue: (detail: string) => new ScimError(400, detail, "invalidValue"),
  invalidSyntax: (detail: string) => new ScimError(400, detail, "invalidSyntax"),
  invalidFilter: (detail: string) => new ScimError(400, detail, "invalidFilter"),
  invalidPath: (detail: string) => new ScimError(400, detail, "invalidPath"),
  noTarget: (detail: string) => new ScimError(400, detail, "noTarget"),
  mutability: (detail: string) => new ScimError(400, detail, "mutability"),
  uniqueness: (detail: string) => new ScimError(409, detail, "uniqueness"),
  notFound: (what: string) => new ScimError(404, `${what} not found`),
  preconditionFailed: () => new ScimError(412, "The resource has changed (If-Match)"),
  conflict: (detail: string) => new ScimError(409, detail),
};

export function errorBody(status: number, detail: string, scimType?: ScimType) {
  return {
    schemas: [SCHEMA.error],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  };
}

/** Sends a SCIM resource or message as application/scim+json (a string: no serializer runs). */
export function sendScim(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));
}

const STATUS_DETAIL: Readonly<Record<number, string>> = {
  401: "A valid integration key is required",
  403: "The integration key lacks the scim scope",
  404: "Not found",
  413: "The request body is too large",
  415: "Send application/scim+json or application/json",
  429: "Too many requests",
};

function statusOf(error: { statusCode?: unknown }): number {
  const status = error.statusCode;
  return typeof status === "number" && Number.isInteger(status) ? status : 500;
}

export function setScimErrorHandler(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ScimError) {
      request.log.info({ scimStatus: error.status, scimType: error.scimType }, "scim request rejected");
      return sendScim(reply, error.status, errorBody(error.status, error.detail, error.scimType));
    }
    const status = statusOf(error);
    if (error instanceof ApiError) reply.headers(error.headers); // Retry-After of a 429
    if (status >= 400 && status < 500) {
      request.log.info({ reason: error.code, statusCode: status }, "scim request rejected");
      const syntax = status === 400 ? "invalidSyntax" : undefined;
      const detail = STATUS_DETAIL[status] ?? "The request is not valid";
      return sendScim(reply, status, errorBody(status, detail, syntax));
    }
    if (isDataException(error)) {
      request.log.info("database refused a value of a scim request");
      return sendScim(reply, 400, errorBody(400, "A value is out of range", "invalidValue"));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn("database unavailable");
      reply.header("retry-after", "5");
      return sendScim(reply, 503, errorBody(503, "Service unavailable"));
    }
    request.log.error({ err: error }, "unhandled error");
    return sendScim(reply, 500, errorBody(500, "Internal error"));
  });
}
