import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from "../../shared/locales";

/** The locales, default and cookie are the server's too (shared/locales.ts). */
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
} from "../../shared/locales";

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
