/**
 * Resource versions (RFC 7644 §3.14): meta.version is a weak ETag of the resource's content
 * (meta aside), so any change of what a client sees changes it, and the same content always
 * has the same version on every node. If-Match on PUT, PATCH and DELETE must name it (or `*`).
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { scimErrors } from "./errors";

export function versionOf(content: unknown): string {
  const digest = createHash("sha256").update(JSON.stringify(content)).digest("base64url");
  return `W/"${digest.slice(0, 22)}"`;
}

const TAG_OR_ANY = /(?:W\/)?"[^"]*"|\*/g;

/** 412 unless If-Match is absent, `*`, or lists `version` (weak comparison). */
export function checkIfMatch(request: FastifyRequest, version: string): void {
  const header = request.headers["if-match"];
  if (header === undefined) return;
  const opaque = version.replace(/^W\//, "");
  for (const [candidate] of header.matchAll(TAG_OR_ANY)) {
    if (candidate === "*" || candidate.replace(/^W\//, "") === opaque) return;
  }
  throw scimErrors.preconditionFailed();
}

export function setEtag(reply: FastifyReply, resource: { meta: { version: string } }): void {
  reply.header("etag", resource.meta.version);
}
