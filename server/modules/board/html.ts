/**
 * Notice HTML on the way out (the table stores it as authored and trusts none of it):
 * titles are escaped to text, bodies go through sanitize-html with a strict allowlist.
 */
import sanitizeHtml from "sanitize-html";

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Spec 3: "title (HTML-escaped)". */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "em",
    "ul",
    "ol",
    "li",
    "a",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  // No style, no class, no on* handler: only what these tags need.
  allowedAttributes: {
    a: ["href", "rel", "target"],
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false, // "//evil.example" would inherit the page's scheme
  // script, style, textarea...: dropped with their content, not kept as text.
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "template",
    "iframe",
    "object",
  ],
  transformTags: {
    // Every link leaves the portal in a new tab without handing it window.opener or a Referer.
    a: (tagName, { rel: _rel, target: _target, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" },
    }),
  },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/**
 * Admin-written notice HTML on the way in (API.md "Wave-2 conventions": sanitized on write, the
 * create answer already carries the clean HTML): the read allowlist, with links https only.
 * The read path still sanitizes again, so a row written by any other means stays harmless.
 */
const SANITIZE_ON_WRITE: sanitizeHtml.IOptions = {
  ...SANITIZE,
  allowedSchemes: ["https"],
};

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_ON_WRITE);
}
