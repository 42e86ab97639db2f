/**
 * Security and caching headers on every response, set in onSend so that they also cover errors,
 * 404s, static files and the SPA shell, and so that no route can forget or override them.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { isUnder, pathOf } from "../lib/paths";
import { BASE_HEADERS, DATA_HEADERS, answerKind, type AnswerKind } from "./header-policies";

/**
 * Pages whose address can carry a secret (login codes, temporary tokens, CAS tickets):
 * the URL must not leak through Referer, and the page must not sit in any cache (DESIGN.md §5).
 */
function carriesSecrets(path: string): boolean {
  return path === "/login" || path === "/loginSuccess" || isUnder(path, "/cas");
}

/** Answers that must never be stored: the API (DESIGN.md §6) and the probes. */
function neverStored(path: string): boolean {
  return isUnder(path, "/api") || path === "/healthz" || path === "/readyz";
}

/** Every header this plugin sets for a response to `url` of this kind. */
export function responseHeaders(
  url: string,
  config: Pick<Config, "PUBLIC_URL">,
  kind: AnswerKind,
): Record<string, string> {
  return headersOfPath(pathOf(url), config, kind);
}

type HeaderList = ReadonlyArray<readonly [string, string]>;

function headersOfPath(
  path: string,
  config: Pick<Config, "PUBLIC_URL">,
  kind: AnswerKind,
): Record<string, string> {
  const headers: Record<string, string> = { ...(kind === "data" ? DATA_HEADERS : BASE_HEADERS) };
  // HSTS only makes sense (and is only honoured) when the public address is HTTPS.
  if (config.PUBLIC_URL.startsWith("https://"))
    headers["strict-transport-security"] = "max-age=15552000";
  if (carriesSecrets(path)) {
    headers["referrer-policy"] = "no-referrer";
    headers["cache-control"] = "no-store";
  } else if (neverStored(path)) {
    headers["cache-control"] = "no-store";
  }
  return headers;
}

/**
 * The path every request of a route pattern shares for the rules above: the pattern itself when
 * it has no parameter, else its fixed beginning when that already decides (under /api/ or /cas/),
 * else undefined (e.g. the static files' "/*", which serves /login as well as /assets/x.js).
 */
export function decidingPath(pattern: string): string | undefined {
  const variable = pattern.search(/[:*]/);
  if (variable < 0) return pattern;
  const fixed = pattern.slice(0, variable);
  return fixed.startsWith("/api/") || fixed.startsWith("/cas/") ? fixed : undefined;
}

/*
 * Computed once per route (Fastify gives each route its own config object, with its pattern as
 * `url`) instead of once per request; only routes whose pattern does not decide (the static
 * files, the 404 handler) compute them from the request's path.
 */
async function securityHeaders(
  fastify: FastifyInstance,
  opts: { config: Pick<Config, "PUBLIC_URL"> },
) {
  type Lists = Record<AnswerKind, HeaderList>;
  const perRoute = new WeakMap<object, Lists | null>();
  const listsOf = (path: string): Lists => ({
    document: Object.entries(headersOfPath(path, opts.config, "document")),
    data: Object.entries(headersOfPath(path, opts.config, "data")),
  });

  function headersFor(request: FastifyRequest, kind: AnswerKind): HeaderList {
    const config = request.routeOptions.config as object & { url?: string };
    let fixed = perRoute.get(config);
    if (fixed === undefined) {
      const path = config.url === undefined ? undefined : decidingPath(config.url);
      fixed = path === undefined ? null : listsOf(path);
      perRoute.set(config, fixed);
    }
    if (fixed) return fixed[kind];
    return Object.entries(headersOfPath(pathOf(request.url), opts.config, kind));
  }

  fastify.addHook("onSend", (request, reply, payload, done) => {
    const kind = answerKind(reply.getHeader("content-type"));
    for (const [name, value] of headersFor(request, kind)) reply.header(name, value);
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: "security-headers" });
