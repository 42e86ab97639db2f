import type { SetLocaleResult } from "../../../server/contract/auth";
import { api } from "../../lib/api-client";
import { activateLocale, i18n } from "../../lib/i18n";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from "../../../shared/locales";
import { tokenStore } from "../../lib/token-store";
import { notifyNativeLanguage } from "../native/bridge";

/** Where the app keeps the chosen locale besides the cookie (spec 4: "app storage"). */
export const LOCALE_STORAGE_KEY = "gp-locale";

export function writeLocaleCookie(locale: Locale): void {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 86_400;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${maxAge}; SameSite=Lax${secure}`;
}

function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the cookie still carries the choice
  }
}

/**
 * Spec 4 "Language change": skipped if unchanged; otherwise the server is told (GET /api/setLocale
 * when logged in, /api/setLoginLocale when not; a failure, e.g. offline, does not stop the change),
 * then the cookie, the interface language, app storage and the native shell are updated.
 * Resolves with whether anything changed.
 */
export async function changeLocale(next: Locale): Promise<boolean> {
  if (next === i18n.locale) return false;
  const loggedIn = Boolean(await tokenStore.get("access"));
  try {
    await api<SetLocaleResult>(loggedIn ? "/setLocale" : "/setLoginLocale", {
      query: { locale: next },
      authFailure: loggedIn ? "refresh" : "none",
    });
  } catch (error) {
    console.warn("The server was not told about the language change", error);
  }
  writeLocaleCookie(next);
  await activateLocale(next);
  storeLocale(next);
  notifyNativeLanguage(next);
  return true;
}
