import fc from "fast-check";

/** Hostile returnTo / service values shared by the redirect tests. */
/** From the brief plus the classic bypasses. */
export const HOSTILE = [
  "//evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "https://app@evil.com",
  "https://evil.com",
  "%2F%2Fevil.com",
  "/%2F/evil.com",
  "/%2F%2Fevil.com",
  "/%5Cevil",
  "/%5cevil.com",
  "/%252F%252Fevil.com",
  "/%25252F%25252Fevil.com",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "\t//evil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "HTTPS://evil.com",
  "hTtP://evil.com",
  "/／evil.com",
  "／／evil.com",
  "/＼evil.com",
  "/\u2215evil.com",
  "/\u2044evil.com",
  "/\u200b/evil.com",
  "/%E2%80%8B/evil.com",
  "/%00/evil.com",
  " //evil.com",
  "/ /evil.com".replace(" ", "\u0000"),
  "///evil.com",
  "/%",
  "",
  "evil.com",
  "./evil",
  "/api/logout",
  "/cas/login?service=https://evil.com",
  "/%61pi/logout",
  "/dev/outbox",
];

/** Pieces that hostile return paths are made of, and the inputs built from them for properties. */
// prettier-ignore
const PIECES = [
  "/", "//", "\\", "%2F", "%2f", "%5C", "%25", "evil.com", "@", ":", "http:", "javascript:",
  "\t", "\n", "／", "＼", "\u2215", "\u200b", ".", "..", "?", "#", "a", "%09", "%0A", " ",
  "api", "login",
];

export const hostileInputs = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 8 }).map((p) => p.join("")),
  fc.constantFrom(...HOSTILE),
  fc.string(),
);
