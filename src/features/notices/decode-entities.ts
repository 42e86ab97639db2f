const BASIC_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

function fromCodePoint(code: number, original: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : original;
}

/**
 * Decodes HTML entities of an HTML-escaped text (notice titles) into plain text, to be rendered
 * as text, never as HTML. Numeric and common named entities are decoded here; any other named
 * entity goes through an inert DOMParser document (no scripts run, nothing loads there).
 */
export function decodeEntities(text: string | null | undefined): string {
  if (!text) return "";
  if (!text.includes("&")) return text;
  let unknownNamed = false;
  const decoded = text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const hex = body[1] === "x" || body[1] === "X";
      return fromCodePoint(parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), entity);
    }
    const known = BASIC_ENTITIES[body.toLowerCase()];
    if (known === undefined) unknownNamed = true;
    return known ?? entity;
  });
  if (!unknownNamed || typeof DOMParser === "undefined") return decoded;
  // Decode everything in one pass from the original (decoding twice would turn "&amp;lt;" into "<").
  const escapedTags = text.replace(/</g, "&lt;");
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${escapedTags}`, "text/html");
  return doc.body.textContent ?? decoded;
}
