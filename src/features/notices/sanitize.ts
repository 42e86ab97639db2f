import DOMPurify from "dompurify";

/**
 * Client-side sanitizing of notice HTML (the server sanitizes too; this is the second fence).
 * Imported only by the notice detail page, so DOMPurify ships in that route's chunk alone.
 */
const purify = DOMPurify(window);

/** Links: only http(s) and mailto. Images: http(s) or a same-origin path. */
const SAFE_LINK = /^(?:https?:|mailto:)/i;
const SAFE_URI = /^(?:https?:|mailto:|\/(?!\/))/i;

purify.addHook("afterSanitizeAttributes", (node) => {
  if (node.nodeName !== "A") return;
  const href = node.getAttribute("href")?.trim() ?? "";
  node.removeAttribute("target");
  node.removeAttribute("rel");
  if (!SAFE_LINK.test(href)) {
    node.removeAttribute("href");
    return;
  }
  if (/^https?:/i.test(href)) {
    node.setAttribute("target", "_blank");
    node.setAttribute("rel", "noopener noreferrer");
  }
});

export function sanitizeNoticeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: SAFE_URI,
    FORBID_TAGS: [
      "style",
      "form",
      "input",
      "button",
      "textarea",
      "select",
      "iframe",
      "object",
      "embed",
    ],
    FORBID_ATTR: ["style", "srcset", "action", "formaction"],
  });
}
