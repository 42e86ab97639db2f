/**
 * The fallback pictures of a home link without an admin-set icon (every favorite, and menu items
 * the admin left without one): the site's favicon, and its initials when that fails to load.
 */

/** `https://host/favicon.ico` of an https link; null otherwise (no mixed content, no guesses). */
export function faviconUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? `${parsed.origin}/favicon.ico` : null;
  } catch {
    return null; // not a URL: the initials show
  }
}

/** Up to two letters: the first of the first two words ("IT 헬프데스크" -> "I헬", "메일" -> "메"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}
