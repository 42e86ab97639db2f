import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../contract";
import { translate } from "./index";
import type { MessageKey } from "./keys";

/**
 * Some texts reach the user from either side: the server's error message (shown as is) or the
 * PWA's own catalogue (when it words the error itself). They must read the same in every locale,
 * or the same failure says two different things depending on the path it took.
 */
const SAME_TEXT: ReadonlyArray<[MessageKey, string]> = [
  ["INTERNAL_ERROR", "서버에 문제가 있습니다. 관리자에게 문의하세요."],
  ["auth.userNotFound", "존재하지 않는 사용자입니다."],
  ["auth.noContact", "등록된 휴대폰 번호나 이메일이 없습니다. 관리자에게 문의하세요."],
  // The manifest's shortcuts open the home tabs and the organisation chart by their names.
  ["manifest.work", "업무"],
  ["manifest.office", "오피스"],
  ["manifest.favorites", "즐겨찾기"],
  ["manifest.organization", "조직도"],
];

function clientText(locale: string, msgid: string): string | undefined {
  const po = readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), "utf8");
  const quoted = JSON.stringify(msgid);
  const at = po.indexOf(`msgid ${quoted}\nmsgstr `);
  if (at < 0) return undefined;
  const line = po.slice(at + `msgid ${quoted}\nmsgstr `.length).split("\n")[0] ?? "";
  return JSON.parse(line) as string;
}

describe("server texts match the PWA's catalogue", () => {
  it.each(LOCALES.flatMap((locale) => SAME_TEXT.map(([key, msgid]) => [locale, key, msgid])))(
    "%s %s",
    (locale, key, msgid) => {
      const expected = clientText(locale, msgid);
      expect(expected).toBeTruthy();
      expect(translate(locale as (typeof LOCALES)[number], key as MessageKey)).toBe(expected);
    },
  );

  it("English INTERNAL_ERROR is the spec's wording", () => {
    expect(translate("en", "INTERNAL_ERROR")).toBe(
      "There is a problem with the server. Contact the manager.",
    );
  });
});
