/**
 * Where the browser goes after an SSO round trip. The guard sends the page the user asked for
 * (`/api/login/sso?returnTo=`); the server keeps it through the CAS login and answers
 * `/loginSuccess?code=...&returnTo=` or `/login?temporaryToken=...&returnTo=`. Anyone can craft
 * such a link, so both the server and the PWA keep the value only when it is a page of this app:
 * a plain path under every decoding (plain-path.ts), that the URL parser keeps on our origin, and
 * that is neither served by the server itself (/api, /cas, ...) nor a login page (a loop).
 * Anything else means "/".
 */
import { plainPathInEveryDecoding } from "./plain-path";

const FALLBACK = "/";
const ORIGIN = "http://portal.invalid";

/** Compared lower-cased, as the path itself and below it ("/api" refuses "/API/x", not "/apix"). */
const NOT_A_DESTINATION = [
  // Answered by the server, not the app: an endpoint that acts, the probes, the hashed assets.
  "/api",
  "/cas",
  "/dev",
  "/healthz",
  "/readyz",
  "/assets",
  // Pages a return would loop on.
  "/login",
  "/loginsuccess",
  "/logoutsuccess",
];

function isDestination(path: string): boolean {
  const lower = (path.split(/[?#]/)[0] ?? "").toLowerCase();
  return !NOT_A_DESTINATION.some((p) => lower === p || lower.startsWith(`${p}/`));
}

/** `input` as path + query + hash when it is a safe page of this app, else "/". */
export function safeReturnPath(input: unknown): string {
  if (typeof input !== "string") return FALLBACK;
  const decoded = plainPathInEveryDecoding(input);
  if (decoded === null) return FALLBACK;
  let url: URL;
  try {
    url = new URL(input, ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== ORIGIN || !isDestination(url.pathname) || !isDestination(decoded)) {
    return FALLBACK;
  }
  // The parser's serialisation: what a browser would request, with nothing left to reinterpret.
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a leading "//" ("/.//" is "//"), which a browser reads as
  // another host.
  return path.startsWith("//") ? FALLBACK : path;
}
