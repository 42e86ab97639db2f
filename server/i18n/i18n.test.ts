import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pickAcceptLanguage, resolveLocale, translate } from "./index";
import { localizeIssue } from "./zod-issues";

describe("resolveLocale", () => {
  it("prefers the locale cookie, parsed or raw", () => {
    expect(resolveLocale({ headers: { "accept-language": "ja" }, cookies: { locale: "en" } })).toBe(
      "en",
    );
    expect(resolveLocale({ headers: { cookie: "a=1; locale=zh", "accept-language": "ja" } })).toBe(
      "zh",
    );
  });

  it("ignores an unsupported cookie value and falls back to Accept-Language, then ko", () => {
    expect(
      resolveLocale({
        headers: { "accept-language": "ja-JP,ja;q=0.9" },
        cookies: { locale: "fr" },
      }),
    ).toBe("ja");
    expect(resolveLocale({ headers: {} })).toBe("ko");
    expect(resolveLocale({ headers: { "accept-language": "fr-FR, de;q=0.8" } })).toBe("ko");
    expect(resolveLocale({ headers: { cookie: "locale=%E0%A4%A" } })).toBe("ko");
  });
});

describe("pickAcceptLanguage", () => {
  it("honours q-values, order and primary subtags", () => {
    expect(pickAcceptLanguage("fr;q=1, zh-TW;q=0.5, en;q=0.8")).toBe("en");
    expect(pickAcceptLanguage("zh-CN")).toBe("zh");
    expect(pickAcceptLanguage("en;q=0, ko;q=0.1")).toBe("ko");
    expect(pickAcceptLanguage("ja, en")).toBe("ja");
    expect(pickAcceptLanguage("*")).toBeUndefined();
  });
});

describe("translate", () => {
  it("returns the text of each locale", () => {
    expect(translate("ko", "NOT_FOUND")).toBe("요청하신 항목을 찾을 수 없습니다.");
    expect(translate("en", "NOT_FOUND")).toBe("We couldn't find what you were looking for.");
    expect(translate("zh", "INTERNAL_ERROR")).toContain("服务器");
    expect(translate("ja", "INTERNAL_ERROR")).toContain("サーバー");
  });
});

describe("localizeIssue", () => {
  const schema = z.object({
    name: z.string().min(2),
    age: z.number(),
    label: z.string().min(1, "Custom text"),
    key: z.string().min(1, "NOT_FOUND"),
  });
  const data = { name: "a", age: "old", label: "", key: "" };
  const issues = schema.safeParse(data).error?.issues ?? [];
  const byField = (field: string) =>
    localizeIssue(
      issues.find((i) => i.path[0] === field)!,
      data,
    );

  it("translates zod's default texts, with the received type from the input", () => {
    expect(byField("age").en).toBe("Invalid input: expected number, received string");
    expect(byField("age").ko).toContain("string");
    expect(byField("name").ja).toContain("2文字以上");
  });

  it("keeps custom texts and translates message keys", () => {
    expect(byField("label")).toEqual({
      ko: "Custom text",
      en: "Custom text",
      zh: "Custom text",
      ja: "Custom text",
    });
    expect(byField("key").en).toBe(translate("en", "NOT_FOUND"));
    expect(byField("key").ko).toBe(translate("ko", "NOT_FOUND"));
  });
});
