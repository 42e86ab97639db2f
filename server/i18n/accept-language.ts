/**
 * Picks the best supported locale from an Accept-Language header (RFC 9110 §12.5.4).
 * Only the primary subtag matters ("zh-TW" -> zh, "ja-JP" -> ja): the product ships one variant
 * per language. Entries with q=0 are refusals and are skipped.
 */
import { isLocale, type Locale } from "../../shared/locales";

export { isLocale } from "../../shared/locales";

export function pickAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    // Stable: equal weights keep the order the client sent.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLocale);
}
