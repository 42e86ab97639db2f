/**
 * Escaping for the two languages the CAS service writes by hand: HTML (login and error pages) and
 * XML (serviceValidate answers). Every interpolated value goes through one of these; nothing the
 * caller sent (service URL, ID, locale) is ever written raw.
 */

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;", // old IE treated backticks as attribute quotes; cheap to cover
};

/** Safe inside element content and inside single- or double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"'`]/g, (c) => HTML_ENTITIES[c] ?? c);
}

/**
 * XML 1.0 text and attribute content. Characters XML 1.0 forbids outright (most C0 controls,
 * lone surrogates, U+FFFE/U+FFFF) cannot be escaped at all, so they are dropped: a CAS client
 * must never receive a document it cannot parse because of a hostile value.
 */
export function escapeXml(value: unknown): string {
  return String(value ?? "")
    .replace(
      /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, // not an XML 1.0 Char
      "",
    )
    .replace(/[&<>"']/g, (c) => (c === "'" ? "&apos;" : (HTML_ENTITIES[c] ?? c)));
}
