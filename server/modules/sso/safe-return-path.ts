/**
 * safeReturnPath: where the browser may go after an SSO round trip. Only a path on this origin
 * (never a host, a scheme or something a browser could read as either) is kept; anything else
 * becomes "/". Browsers are lenient in ways that turn innocent-looking text into another host:
 * "//evil", "/\evil" (backslash = slash), "/\t/evil" (tabs and newlines are dropped), "%2F%2Fevil"
 * after one more decoding step, "／／evil" (fullwidth solidus, NFKC-folded by some stacks). So:
 * every decoded variant (up to a fixed number of rounds) and its NFKC form must be a plain path,
 * the URL parser must agree it stays on our origin, and /api, /cas, /dev and the like are refused
 * (a login should land on a page of the app, not on an endpoint that acts).
 */
import { isShellPath, pathOf } from "../../plugins/paths";

const FALLBACK = "/";
const MAX_LENGTH = 2000;
const DECODE_ROUNDS = 4;
/** Backslash and the Unicode characters that look like, or fold to, a slash or backslash. */
const SLASH_LIKE = /[\\\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;
/** C0, DEL, C1, line/paragraph separators, zero-width and bidi controls, BOM. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
const ORIGIN = "http://portal.invalid";

function isPlainPath(candidate: string): boolean {
  return (
    candidate.startsWith("/") &&
    !candidate.startsWith("//") &&
    !SLASH_LIKE.test(candidate) &&
    !INVISIBLE.test(candidate)
  );
}

/** The text and every further percent-decoding of it; null when one does not decode. */
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
  // Still changing after the last round: nobody encodes a real path this many times.
  return null;
}

export function safeReturnPath(input: unknown): string {
  if (typeof input !== "string" || input.length === 0 || input.length > MAX_LENGTH) {
    return FALLBACK;
  }
  const variants = decodedVariants(input);
  if (!variants) return FALLBACK;
  for (const variant of variants) {
    if (!isPlainPath(variant) || !isPlainPath(variant.normalize("NFKC"))) return FALLBACK;
  }
  let url: URL;
  try {
    url = new URL(input, ORIGIN);
  } catch {
    return FALLBACK;
  }
  const decoded = variants[variants.length - 1] ?? input;
  if (
    url.origin !== ORIGIN ||
    !isShellPath(pathOf(url.pathname)) ||
    !isShellPath(pathOf(decoded))
  ) {
    return FALLBACK;
  }
  // The parser's serialisation: what a browser would request, with nothing left to reinterpret.
  return `${url.pathname}${url.search}${url.hash}`;
}
