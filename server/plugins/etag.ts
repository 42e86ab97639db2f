/**
 * Strong ETags and 304 answers for the cacheable reads (a route opts in with
 * `config: { etag: true }`). The tag is a hash of the serialized answer, computed for each
 * request (or once per cached answer, server/lib/serialized-answer.ts): the answers depend on the
 * caller's company, authority and language, so no tag is shared across callers by URL. The
 * service worker revalidates its stored copy with If-None-Match (src/sw/api-cache.ts); an
 * unchanged list then costs headers only. The answers stay `no-store` (security-headers.ts): the
 * browser's own cache keeps nothing, the worker's per-user cache is the only store, and logout
 * deletes it.
 */
import type { FastifyInstance, onSendHookHandler } from "fastify";
import fp from "fastify-plugin";
import { knownTagOf, strongEtag } from "../lib/serialized-answer";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Tag the 200 answer with a strong ETag and answer 304 on a matching If-None-Match. */
    etag?: boolean;
  }
}

// An entity tag (RFC 9110 8.8.3), optionally weak, or the `*` wildcard.
const TAG_OR_ANY = /(?:W\/)?"[^"]*"|\*/g;

/**
 * Whether If-None-Match matches `etag`, so a GET is answered 304 (RFC 9110 13.1.2): `*`, or any
 * tag of the list by the weak comparison (the W/ prefix is ignored on both sides).
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  for (const [candidate] of header.matchAll(TAG_OR_ANY)) {
    if (candidate === "*" || candidate.replace(/^W\//, "") === opaque) return true;
  }
  return false;
}

/** The onSend step of a route with `config.etag`. */
const tagAnswer: onSendHookHandler<unknown> = (request, reply, payload, done) => {
  if (reply.statusCode !== 200 || (request.method !== "GET" && request.method !== "HEAD"))
    return done(null, payload);
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
  // Encoded once: the hash and the socket then use the same bytes (Node 20 encodes a 4 KB text
  // in about 9 µs, and the socket would do it again).
  const bytes = typeof payload === "string" ? Buffer.from(payload) : payload;
  const etag = knownTagOf(bytes) ?? strongEtag(bytes);
  reply.header("etag", etag);
  if (!ifNoneMatchMatches(request.headers["if-none-match"], etag)) return done(null, bytes);
  reply.code(304);
  reply.removeHeader("content-type");
  reply.removeHeader("content-length");
  done(null, null);
};

// Added to the routes that ask for it, when they are registered: the others pay nothing.
async function etags(fastify: FastifyInstance) {
  fastify.addHook("onRoute", (route) => {
    if (!route.config?.etag) return;
    const own = route.onSend === undefined ? [] : [route.onSend].flat();
    // A HEAD route made from a GET's options already has it.
    if (!own.includes(tagAnswer)) route.onSend = [...own, tagAnswer];
  });
}

export default fp(etags, { name: "etag" });
