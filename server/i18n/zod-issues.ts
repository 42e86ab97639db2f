/**
 * Localized texts for zod validation issues.
 * zod writes its default messages in English. For each issue we compute the text in every locale
 * at validation time (the validator knows the input but not the caller's locale; the error
 * handler later picks one). Three kinds of message:
 * - a MessageKey (schemas may say `z.string().min(1, "favorite.nameRequired")`): translated;
 * - zod's own default: rebuilt with zod's bundled locale for ko, zh and ja;
 * - any other custom text: kept as written.
 */
import { z } from "zod";
import type { Locale } from "../contract";
import { isMessageKey, translate } from "./index";

type ZodIssue = z.core.$ZodIssue;
type LocaleErrorMap = z.core.$ZodErrorMap;

const zodLocales: Record<Locale, LocaleErrorMap> = {
  ko: z.locales.ko().localeError,
  en: z.locales.en().localeError,
  zh: z.locales.zhCN().localeError,
  ja: z.locales.ja().localeError,
};

function render(map: LocaleErrorMap, issue: ZodIssue, input: unknown): string | undefined {
  // The maps read fields per issue code; the finished issue plus its input is what they expect.
  const out = map({ ...issue, input } as unknown as Parameters<LocaleErrorMap>[0]);
  return typeof out === "string" ? out : out?.message;
}

/** The value at `path` inside `data`, which zod's invalid_type text needs ("received string"). */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export function localizeIssue(issue: ZodIssue, data: unknown): Record<Locale, string> {
  const { message } = issue;
  if (isMessageKey(message)) {
    return {
      ko: translate("ko", message),
      en: translate("en", message),
      zh: translate("zh", message),
      ja: translate("ja", message),
    };
  }
  const input = valueAt(data, issue.path);
  if (render(zodLocales.en, issue, input) !== message) {
    return { ko: message, en: message, zh: message, ja: message };
  }
  const text = (locale: Locale) => render(zodLocales[locale], issue, input) ?? message;
  return { ko: text("ko"), en: message, zh: text("zh"), ja: text("ja") };
}
