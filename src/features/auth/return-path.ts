/**
 * Where the browser goes after an SSO round trip. The guard sends the page the user asked for
 * (`/api/login/sso?returnTo=`); the server answers `/loginSuccess?code=...&returnTo=` or
 * `/login?temporaryToken=...&returnTo=`. Anyone can craft such a link, so the value is only
 * used when it is a plain path of this app; anything else means "/".
 *
 * plainPathInEveryDecoding is a copy of server/plugins/plain-path.ts (the check shared by the SSO
 * return path and the approval handover): src/ may not import server code, and
 * tests/server/return-path-parity.test.ts fails as soon as the two disagree on an input.
 */
const FALLBACK = "/";
const ORIGIN = "http://portal.invalid";
const MAX_LENGTH = 2000;
const DECODE_ROUNDS = 4;
/** Backslash and the Unicode characters that look like, or fold to, a slash or backslash. */
const SLASH_LIKE = /[\\\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/u;
/** C0, DEL, C1, line/paragraph separators, zero-width and bidi controls, BOM. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;

function isPlainPath(candidate: string): boolean {
  return (
    candidate.startsWith("/") &&
    !candidate.startsWith("//") &&
    !SLASH_LIKE.test(candidate) &&
    !INVISIBLE.test(candidate)
  );
}

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
  return null; // still changing: nobody encodes a real path this many times
}

/** The fully decoded path when every decoding (and its NFKC form) is a plain path, else null. */
export function plainPathInEveryDecoding(input: string): string | null {
  if (input.length === 0 || input.length > MAX_LENGTH) return null;
  const variants = decodedVariants(input);
  const plain = variants?.every((v) => isPlainPath(v) && isPlainPath(v.normalize("NFKC")));
  return plain && variants ? (variants[variants.length - 1] ?? input) : null;
}

/** Not pages of the app (server endpoints, assets), or pages a return there would loop on. */
const NOT_A_DESTINATION = [
  "/api",
  "/cas",
  "/dev",
  "/healthz",
  "/readyz",
  "/assets",
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
  return `${url.pathname}${url.search}${url.hash}`;
}

// Kept in memory only, like the login handoff: it survives the in-app steps (verification,
// password change) and never outlives the page.
let pending: string | undefined;

/** Remembers the address bar's returnTo (validated when read). */
export function rememberReturnPath(raw: unknown): void {
  pending = typeof raw === "string" ? raw : undefined;
}

/** Where to go once signed in: the remembered path if safe, else "/". Pure: it keeps it. */
export function returnPath(): string {
  return safeReturnPath(pending);
}

export function forgetReturnPath(): void {
  pending = undefined;
}
