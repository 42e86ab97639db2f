import { i18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, readLocaleCookie, type Locale } from "./locale";
import { messages as enShell } from "../../locales/en/messages.po?shell";
import { messages as jaShell } from "../../locales/ja/messages.po?shell";
import { messages as koShell } from "../../locales/ko/messages.po?shell";
import { messages as zhShell } from "../../locales/zh/messages.po?shell";

export { i18n };

type CatalogPart = () => Promise<{ messages: Messages }>;

/**
 * Each locale's catalog comes in two parts (vite/catalog-split.ts): "shell" holds what Main's
 * first paint shows, "later" everything else. The four shell parts are in the entry chunk (about
 * 8 KB gzip together): fetched as a chunk of their own, the active one was a second round trip
 * before the first paint, requested only once the entry had run. Only the active locale's later
 * part is downloaded.
 */
const shellParts: Record<Locale, Messages> = { ko: koShell, en: enShell, zh: zhShell, ja: jaShell };
const laterParts: Record<Locale, CatalogPart> = {
  ko: () => import("../../locales/ko/messages.po?later"),
  en: () => import("../../locales/en/messages.po?later"),
  zh: () => import("../../locales/zh/messages.po?later"),
  ja: () => import("../../locales/ja/messages.po?later"),
};

/** Set once anything asked for the whole catalog: a later locale switch then loads both parts. */
let wholeCatalogWanted = false;
const laterLoaded = new Map<Locale, Promise<void>>();

function loadLaterPart(locale: Locale): Promise<void> {
  let pending = laterLoaded.get(locale);
  if (!pending) {
    pending = laterParts[locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed download (offline before the worker cached it) may be retried by the next caller.
    pending.catch(() => laterLoaded.delete(locale));
    laterLoaded.set(locale, pending);
  }
  return pending;
}

async function loadLocale(locale: Locale): Promise<void> {
  // First, and a copy: Lingui keeps the first object it is given per locale and merges later
  // parts into it, which would otherwise change an imported module's own object.
  i18n.load(locale, { ...shellParts[locale] });
  if (wholeCatalogWanted) await loadLaterPart(locale);
}

/**
 * Activates a locale: loads its catalog, switches the shared i18n instance and sets `<html lang>`.
 * The shell part is always there (it is in the entry); if the later part is wanted and cannot be
 * loaded (e.g. offline before the service worker cached it), it falls back to Korean. Returns the
 * locale that is actually active.
 */
export async function activateLocale(locale: Locale): Promise<Locale> {
  let active = locale;
  try {
    await loadLocale(locale);
  } catch (error) {
    if (locale === DEFAULT_LOCALE) throw error;
    console.error(
      `Could not load the "${locale}" catalog, falling back to ${DEFAULT_LOCALE}`,
      error,
    );
    active = DEFAULT_LOCALE;
    await loadLocale(DEFAULT_LOCALE);
  }
  i18n.activate(active);
  document.documentElement.lang = active;
  return active;
}

/** Activates the locale named by the `locale` cookie (missing or invalid: ko). */
export function activateLocaleFromCookie(): Promise<Locale> {
  return activateLocale(readLocaleCookie());
}

/**
 * Loads the rest of the active locale's catalog: every screen but Main's first paint awaits this
 * (the root route's beforeLoad and Main's deferred chunk). Resolves at once when it is loaded.
 */
export function loadWholeCatalog(): Promise<void> {
  wholeCatalogWanted = true;
  const locale = (i18n.locale || DEFAULT_LOCALE) as Locale;
  return loadLaterPart(locale);
}
