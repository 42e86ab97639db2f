/**
 * Server-side texts (decision 0003): the localized `message` of the API envelope and any page the
 * server renders itself. The PWA's own texts live in the Lingui catalogs, not here.
 */
import { LOCALE_COOKIE, localeCookieValue } from "../../shared/locales";
import { DEFAULT_LOCALE, type ApiCode, type Locale } from "../contract";
import { isLocale, pickAcceptLanguage } from "./accept-language";
import type { MessageKey } from "./keys";
import { en } from "./messages/en";
import { ja } from "./messages/ja";
import { ko } from "./messages/ko";
import { zh } from "./messages/zh";

export type { MessageKey } from "./keys";
export type { Locale } from "../contract";
export { isLocale, pickAcceptLanguage } from "./accept-language";

const dictionaries = { ko, en, zh, ja } satisfies Record<Locale, Record<MessageKey, string>>;

// Every envelope code needs a text: a new code without one fails the type-check here.
const codesHaveTexts: ApiCode extends MessageKey ? true : never = true;
void codesHaveTexts;

export type MessageParams = Readonly<Record<string, string | number>>;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && Object.hasOwn(ko, value);
}

/** The text for `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const text: string = dictionaries[locale][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The minimum of a request that locale resolution reads (a FastifyRequest fits). */
export interface LocaleSource {
  headers: { cookie?: string | undefined; "accept-language"?: string | undefined };
  cookies?: Record<string, string | undefined>;
}

/**
 * The caller's locale: the `locale` cookie, else Accept-Language, else ko (API.md).
 * Reads the raw Cookie header when @fastify/cookie has not parsed it yet, e.g. for errors raised
 * before the onRequest hooks ran.
 */
export function resolveLocale(request: LocaleSource): Locale {
  const fromCookie = request.cookies
    ? request.cookies[LOCALE_COOKIE]
    : localeCookieValue(request.headers.cookie);
  if (isLocale(fromCookie)) return fromCookie;
  return pickAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}
