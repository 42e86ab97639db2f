/**
 * Security and caching headers on every response, set in onSend so that they also cover errors,
 * 404s, static files and the SPA shell, and so that no route can forget or override them.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { isUnder, pathOf } from "../lib/paths";

// No 'unsafe-inline' for scripts: the PWA and the Swagger UI load scripts from files, except for
// index.html's one-line script that sets Main's list or grid view before the first paint, allowed
// by its hash (tests/server/home-view-script.test.ts fails when the two drift apart).
export const HOME_VIEW_SCRIPT_HASH = "'sha256-+GiTm/u5ssDmEzcosAteHrvW0QXtkbH/RhNTZ73yANA='";
// Inline styles stay allowed: framer-motion and Swagger UI set style attributes at run time.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${HOME_VIEW_SCRIPT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

const BASE_HEADERS = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": PERMISSIONS_POLICY,
} as const;

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

/** Every header this plugin sets for a response to `url`. */
export function responseHeaders(
  url: string,
  config: Pick<Config, "PUBLIC_URL">,
): Record<string, string> {
  return { ...headersOfPath(pathOf(url), config) };
}

type HeaderList = ReadonlyArray<readonly [string, string]>;

function headersOfPath(path: string, config: Pick<Config, "PUBLIC_URL">): Record<string, string> {
  const headers: Record<string, string> = { ...BASE_HEADERS };
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
  const perRoute = new WeakMap<object, HeaderList | null>();
  const listOf = (path: string): HeaderList => Object.entries(headersOfPath(path, opts.config));

  function headersFor(request: FastifyRequest): HeaderList {
    const config = request.routeOptions.config as object & { url?: string };
    let fixed = perRoute.get(config);
    if (fixed === undefined) {
      const path = config.url === undefined ? undefined : decidingPath(config.url);
      fixed = path === undefined ? null : listOf(path);
      perRoute.set(config, fixed);
    }
    return fixed ?? listOf(pathOf(request.url));
  }

  fastify.addHook("onSend", (request, reply, payload, done) => {
    for (const [name, value] of headersFor(request)) reply.header(name, value);
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: "security-headers" });
