/** Supported interface locales. Korean is the default and the fallback (spec section 1). */
export const LOCALES = ["ko", "en", "zh", "ja"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ko";
/** Name of the cookie that carries the locale; the server reads and writes the same cookie. */
export const LOCALE_COOKIE = "locale";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Normalises a raw locale value ("EN", "zh-CN", "ja_JP") to a supported locale, or undefined. */
export function normalizeLocale(value: string | undefined | null): Locale | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/** Reads the `locale` cookie; a missing or unsupported value gives the default (ko). */
export function readLocaleCookie(cookieHeader: string = document.cookie): Locale {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return DEFAULT_LOCALE;
    }
    return normalizeLocale(value) ?? DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}
