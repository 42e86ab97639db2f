/**
 * The interface locales (spec section 1): the PWA's language picker and catalogs, the server's
 * texts, the `locale` column of accounts and the `locale` cookie all follow this one list.
 * Korean comes first: it is the default and the fallback.
 */
export const LOCALES = ["ko", "en", "zh", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ko";

/**
 * The cookie that carries the chosen locale. Not HttpOnly: the PWA reads it to pick its language
 * before any API call, and both sides write it (the PWA on a change, the server on setLocale and
 * on the CAS login page's switcher).
 */
export const LOCALE_COOKIE = "locale";
// In days, not seconds: a small number is inlined where the PWA uses it, a large one would stay
// a variable exported by the home route's chunk.
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Normalises a raw locale value ("EN", "zh-CN", "ja_JP") to a supported locale, or undefined. */
export function normalizeLocale(value: string | undefined | null): Locale | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * The decoded value of the `locale` cookie in a Cookie header (the PWA reads `document.cookie`, the
 * server the request's header); undefined when there is none or it is malformed.
 */
export function localeCookieValue(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined; // a malformed cookie is no locale choice at all
    }
  }
  return undefined;
}

/** The locale the `locale` cookie names; a missing or unsupported value gives the default (ko). */
export function localeOfCookieHeader(cookieHeader: string): Locale {
  return normalizeLocale(localeCookieValue(cookieHeader)) ?? DEFAULT_LOCALE;
}
