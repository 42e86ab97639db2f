/**
 * Where a handover may go: APPROVAL_BASE_URL + a path, and only when that host is listed in
 * HANDOVER_ALLOWED_HOSTS. The `url` parameter is a path and nothing else: browsers read "//x",
 * "/\x", "/\t/x", "%2F%2Fx" (after another decoding) or a fullwidth solidus as another host, so
 * every decoding of it and its NFKC form must be a plain path (same idea as the SSO return path,
 * sso/safe-return-path.ts, whose rules about our own /api paths do not apply to another site).
 */
import type { Config } from "../../config";

const MAX_LENGTH = 2000;
const DECODE_ROUNDS = 4;
const SLASH_LIKE = /[\\\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/u;

function isPlainPath(candidate: string): boolean {
  return (
    candidate.startsWith("/") &&
    !candidate.startsWith("//") &&
    !SLASH_LIKE.test(candidate) &&
    !INVISIBLE.test(candidate)
  );
}

/** The text and each further percent-decoding; null when one fails or it never settles. */
function decodedVariants(input: string): string[] | null {
  const variants = [input];
  let current = input;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return variants;
    variants.push(next);
    current = next;
  }
  return null;
}

export type HandoverTarget =
  { ok: true; url: URL } | { ok: false; reason: "invalidUrl" | "hostNotAllowed" };

export function handoverTarget(
  path: string,
  config: Pick<Config, "APPROVAL_BASE_URL" | "HANDOVER_ALLOWED_HOSTS">,
): HandoverTarget {
  const variants = path.length <= MAX_LENGTH ? decodedVariants(path) : null;
  if (!variants?.every((v) => isPlainPath(v) && isPlainPath(v.normalize("NFKC"))))
    return { ok: false, reason: "invalidUrl" };
  const base = new URL(config.APPROVAL_BASE_URL);
  let url: URL;
  try {
    // Appended to the base (which may carry a path prefix), then parsed and checked again.
    url = new URL(`${base.origin}${base.pathname.replace(/\/+$/, "")}${path}`);
  } catch {
    return { ok: false, reason: "invalidUrl" };
  }
  if (url.origin !== base.origin) return { ok: false, reason: "invalidUrl" };
  const allowed = config.HANDOVER_ALLOWED_HOSTS.map((host) => host.toLowerCase());
  if (!allowed.includes(url.host.toLowerCase())) return { ok: false, reason: "hostNotAllowed" };
  return { ok: true, url };
}
