/**
 * The header sets of the security-headers plugin: the page policy for whatever a browser may
 * render or run, and the data policy for JSON answers (decision 0017).
 */

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

/** What every answer carries, page or data. */
const COMMON_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
} as const;

export const BASE_HEADERS = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  ...COMMON_HEADERS,
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": PERMISSIONS_POLICY,
} as const;

/**
 * A JSON answer is data, never a page (nosniff holds the browser to its type): were it ever
 * opened as one, nothing in it may load or run. The permissions and opener policies only act on
 * documents, so data answers go without them: about 500 bytes less on every API answer and 304
 * (docs/decisions/0017-data-answers-carry-a-data-policy.md).
 */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
export const DATA_HEADERS = {
  "content-security-policy": DATA_CONTENT_SECURITY_POLICY,
  ...COMMON_HEADERS,
} as const;

/** What an answer is, for its headers: a page or file a browser may render or run, or data. */
export type AnswerKind = "document" | "data";

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** JSON (application/json, or any +json type such as SCIM's) is data; anything else may render. */
export function answerKind(contentType: unknown): AnswerKind {
  return typeof contentType === "string" && JSON_TYPE.test(contentType) ? "data" : "document";
}
