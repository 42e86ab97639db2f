/**
 * Answers made from a value a node cache keeps (server/lib/node-cache.ts: menus, weather, the
 * organisation tree) are the same bytes for every request that shares the value, until a change
 * replaces it. They are serialized, encoded to UTF-8 and tagged once per value instead of once per
 * request: on Node 20 those three passes over a 4 KB menu were about a third of the route's CPU
 * (docs/performance.md).
 */
import { hash } from "node:crypto";
import type { FastifyReply } from "fastify";

/** A strong entity tag of `body`: 128 bits of its SHA-256, quoted. */
export function strongEtag(body: string | Buffer): string {
  // The one-shot form: no Hash object per answer (the tags are the same).
  return `"${hash("sha256", body, "base64url").slice(0, 22)}"`;
}

const JSON_TYPE = "application/json; charset=utf-8";

interface Serialized {
  variant: string;
  bytes: Buffer;
}

// Weak: an entry lives as long as the cache keeps its value, and no longer.
const byValue = new WeakMap<object, Serialized>();
// Only the buffers made here: they are never written to, so their tag never goes stale.
const tags = new WeakMap<Buffer, string>();

/** The parts of a route's reply this needs (a route's reply is typed by its schema). */
interface AnswerReply {
  type(contentType: string): unknown;
  serialize(payload: unknown): string | ArrayBuffer | Buffer;
}

/**
 * Sends the envelope `build()` makes from `value` (the very object the cache returned) and
 * `variant` (everything else the answer depends on: the language, a freshness flag), made by the
 * response schema's serializer as Fastify would, but once. Returns the reply for the route to return.
 */
export function sendSerializedAnswer<R extends AnswerReply>(
  reply: R,
  value: object,
  variant: string,
  build: () => unknown,
): R {
  let known = byValue.get(value);
  if (known?.variant !== variant) {
    const text = reply.serialize(build());
    const bytes = typeof text === "string" ? Buffer.from(text) : Buffer.from(new Uint8Array(text));
    tags.set(bytes, strongEtag(bytes));
    known = { variant, bytes };
    byValue.set(value, known);
  }
  reply.type(JSON_TYPE);
  (reply as unknown as FastifyReply).send(known.bytes);
  return reply;
}

/** The tag of an answer sendSerializedAnswer made, without hashing it again. */
export const knownTagOf = (payload: Buffer): string | undefined => tags.get(payload);
