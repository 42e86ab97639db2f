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
import { isShellPath, pathOf } from "../../lib/paths";
import { plainPathInEveryDecoding } from "../../plugins/plain-path";

const FALLBACK = "/";
const ORIGIN = "http://portal.invalid";
export function safeReturnPath(input: unknown): string {
  const decoded = typeof input === "string" ? plainPathInEveryDecoding(input) : null;
  if (typeof input !== "string" || decoded === null) return FALLBACK;
  let url: URL;
  try {
    url = new URL(input, ORIGIN);
  } catch {
    return FALLBACK;
  }
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
