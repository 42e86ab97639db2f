import { render, screen } from "@testing-library/react";
import { I18nProvider } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale, activateLocaleFromCookie, i18n, loadWholeCatalog } from "./i18n";
import { readLocaleCookie } from "./locale";

/** Uses the login page's title message (same catalog entry), without router or query client. */
function LoginTitle() {
  const { t } = useLingui();
  return <h1>{t`로그인`}</h1>;
}

const setCookie = (value: string) => {
  document.cookie = value;
};

afterEach(() => {
  document.cookie = "locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("readLocaleCookie", () => {
  it.each([
    ["locale=en", "en"],
    ["a=1; locale=zh; b=2", "zh"],
    ["locale=ja", "ja"],
    ["locale=EN", "en"],
    ["locale=zh-CN", "zh"],
    ["locale=ja_JP", "ja"],
    ["locale=fr", "ko"],
    ["locale=", "ko"],
    ["locale=%E0%A4%A", "ko"],
    ["mylocale=en", "ko"],
    ["", "ko"],
  ])("%j gives %s", (cookie, expected) => {
    expect(readLocaleCookie(cookie)).toBe(expected);
  });
});

describe("locale activation", () => {
  it.each([
    ["locale=en", "en", "Log in"],
    ["locale=zh", "zh", "登录"],
    ["locale=ja", "ja", "ログイン"],
    ["locale=ko", "ko", "로그인"],
    ["locale=xx", "ko", "로그인"],
  ])(
    "cookie %s activates %s, sets <html lang> and loads its catalog",
    async (cookie, locale, title) => {
      setCookie(cookie);
      await expect(activateLocaleFromCookie()).resolves.toBe(locale);
      await loadWholeCatalog(); // the login page is not Main: the router loads the rest first
      expect(i18n.locale).toBe(locale);
      expect(document.documentElement.lang).toBe(locale);
      render(
        <I18nProvider i18n={i18n}>
          <LoginTitle />
        </I18nProvider>,
      );
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(title);
    },
  );

  it("a missing cookie gives Korean", async () => {
    await activateLocale("en");
    await expect(activateLocaleFromCookie()).resolves.toBe("ko");
    expect(document.documentElement.lang).toBe("ko");
  });

  it("loads only the requested catalog", async () => {
    await activateLocale("ja");
    await loadWholeCatalog();
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    expect(
      Object.values(i18n.messages).some((message) => JSON.stringify(message).includes("ログイン")),
    ).toBe(true);
    expect(
      Object.values(i18n.messages).some((message) => JSON.stringify(message).includes("Log in")),
    ).toBe(false);
  });
});

describe("catalog parts", () => {
  it("keeps Main's texts in the shell part and the login page's in the later part", async () => {
    const shell = JSON.stringify((await import("../../locales/en/messages.po?shell")).messages);
    const later = JSON.stringify((await import("../../locales/en/messages.po?later")).messages);
    expect(shell).toContain("Skip to main content");
    expect(shell).not.toContain("Log in");
    expect(later).toContain("Log in");
    expect(later).not.toContain("Skip to main content");
  });

  it("a locale switch after the whole catalog was asked for brings both parts", async () => {
    await activateLocale("en");
    await loadWholeCatalog();
    await activateLocale("ja");
    const loaded = JSON.stringify(i18n.messages);
    expect(loaded).toContain("本文へスキップ");
    expect(loaded).toContain("ログイン");
  });
});
