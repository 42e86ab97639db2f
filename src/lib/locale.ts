import { localeOfCookieHeader, type Locale } from "../../shared/locales";

/** The locales, default and cookie are the server's too (shared/locales.ts). */
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  normalizeLocale,
  type Locale,
} from "../../shared/locales";

/** Reads the `locale` cookie; a missing or unsupported value gives the default (ko). */
export function readLocaleCookie(cookieHeader: string = document.cookie): Locale {
  return localeOfCookieHeader(cookieHeader);
}
