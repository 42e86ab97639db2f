/**
 * Logger settings for the Fastify instance (pino) and request ids.
 * DESIGN.md §4: no token, password or code ever appears in a log line. Three layers make sure:
 * secret headers are redacted, secret fields are redacted at any depth up to four levels, and
 * secret query parameters are masked in the logged URL (CAS tickets, login codes, deep-link tokens).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import { LogController, type FastifyRequest, type FastifyServerOptions } from "fastify";
import type { Config } from "../config";

const CENSOR = "[Redacted]";

const SECRET_HEADERS = ["authorization", "cookie", "refreshtoken", "set-cookie"];
const SECRET_FIELDS = [
  "password",
  "currentPassword",
  "newPassword",
  "code",
  "token",
  "accessToken",
  "refreshToken",
  "refresh_token",
  "temporaryToken",
  "ticket",
];

const fieldPaths = (field: string) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`];

export const REDACT_PATHS: readonly string[] = [
  ...SECRET_HEADERS.flatMap((h) => [
    `req.headers["${h}"]`,
    `res.headers["${h}"]`,
    `headers["${h}"]`,
  ]),
  ...SECRET_FIELDS.flatMap(fieldPaths),
];

const SECRET_PARAM = /^(code|ticket|password|.*token)$/i;

/** The URL with the values of secret query parameters replaced by the censor text. */
export function maskUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(safeDecode(key)) ? `${key}=${CENSOR}` : pair;
    });
  return `${url.slice(0, q)}?${query.join("&")}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What a forwarded X-Request-Id may look like: short, and nothing that could split a log line. */
const FORWARDED_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * UUID-shaped ids: a random beginning drawn once per process (about 70 random bits, so two nodes
 * or two starts never share it) and a counter. Unique like a fresh UUID for each request, without
 * drawing random bytes for each one (about 2 % of a probe's CPU under load).
 */
export function requestIdSequence(): () => string {
  const start = randomUUID().slice(0, 24); // "xxxxxxxx-xxxx-4xxx-yxxx-"
  let next = 0;
  return () => start + (next++).toString(16).padStart(12, "0");
}

/**
 * Request ids: a new one from the sequence above, unless a trusted proxy in front (TRUST_PROXY) sent X-Request-Id, so
 * that one request can be followed through the balancer's log and ours. A client talking to us
 * directly cannot choose its id: a forged id could pin its lines on someone else's request.
 */
export function requestIdGenerator(
  trustProxy: number | readonly string[] | undefined,
): (req: IncomingMessage) => string {
  const nextId = requestIdSequence();
  if (trustProxy === undefined) return nextId;
  const trusted = trustsPeer(trustProxy);
  return (req) => {
    const header = req.headers["x-request-id"];
    const peer = req.socket.remoteAddress;
    if (typeof header === "string" && FORWARDED_ID.test(header) && peer && trusted(peer)) {
      return header;
    }
    return nextId();
  };
}

function trustsPeer(trustProxy: number | readonly string[]): (address: string) => boolean {
  // A hop count trusts whoever is nearest, as Fastify does for X-Forwarded-For.
  if (typeof trustProxy === "number") return () => true;
  const trust = proxyAddr.compile([...trustProxy]);
  return (address) => trust(address, 0);
}

/**
 * Probes poll every few seconds; their "incoming request / request completed" lines would drown
 * the log. Their failures are still logged by the routes themselves.
 */
export function logController(): LogController {
  return new LogController({
    disableRequestLogging: (request) => /^\/(healthz|readyz)(\?|$)/.test(request.url),
  });
}

export type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

export function loggerOptions(config: Pick<Config, "LOG_LEVEL">): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: [...REDACT_PATHS], censor: CENSOR },
    serializers: {
      req: (request: FastifyRequest) =>
        // Fastify passes its request; anything else logged under `req` is left to redaction.
        typeof request?.url === "string"
          ? { method: request.method, url: maskUrl(request.url), remoteAddress: request.ip }
          : (request as unknown as Record<string, unknown>),
      // Redaction runs after serializers: the error's own `code` (FST_ERR_..., ECONNREFUSED) is
      // moved to `errorCode` so that the `code` redaction (verification codes) does not hide it.
      err: serializeError,
    },
  };
}

type LoggedError = Error & { code?: unknown; statusCode?: unknown };

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: LoggedError): SerializedError {
  const cause =
    error.cause instanceof Error ? serializeError(error.cause as LoggedError) : undefined;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? "",
    errorCode: error.code,
    statusCode: error.statusCode,
    cause,
  };
}
