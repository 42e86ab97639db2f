import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, readLocaleCookie, type Locale } from "./locale";

export { i18n };

/**
 * Loads one compiled catalog. The Lingui Vite plugin compiles the `.po` file on import, and the
 * template-literal import becomes one chunk per locale, so only the active locale is downloaded.
 */
async function loadMessages(locale: Locale): Promise<Messages> {
  const catalog = (await import(`../../locales/${locale}/messages.po`)) as { messages: Messages };
  return catalog.messages;
}

/**
 * Activates a locale: loads its catalog, switches the shared i18n instance and sets `<html lang>`.
 * If the catalog cannot be loaded (e.g. offline before the service worker cached it), it falls
 * back to Korean. Returns the locale that is actually active.
 */
export async function activateLocale(locale: Locale): Promise<Locale> {
  let active = locale;
  let messages: Messages;
  try {
    messages = await loadMessages(locale);
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    console.error(
      `Could not load the "${locale}" catalog, falling back to ${DEFAULT_LOCALE}`,
      error,
    );
    active = DEFAULT_LOCALE;
    messages = await loadMessages(DEFAULT_LOCALE);
  }
  i18n.loadAndActivate({ locale: active, messages });
  document.documentElement.lang = active;
  return active;
}

/** Activates the locale named by the `locale` cookie (missing or invalid: ko). */
export function activateLocaleFromCookie(): Promise<Locale> {
  return activateLocale(readLocaleCookie());
}
