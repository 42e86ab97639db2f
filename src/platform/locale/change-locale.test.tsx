import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale, i18n } from "../../lib/i18n";
import { readLocaleCookie } from "../../lib/locale";
import { tokenStore } from "../../lib/token-store";
import { fail, installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../tests/helpers/client/render-app";
import { notifyNativeLanguage } from "../native/bridge";
import { changeLocale, LOCALE_STORAGE_KEY } from "./change-locale";

vi.mock("../native/bridge", () => ({ notifyNativeLanguage: vi.fn() }));

const steps: string[] = [];
let serverFails = false;
let api: ReturnType<typeof installFakeApi>;

beforeEach(async () => {
  steps.length = 0;
  serverFails = false;
  localStorage.clear();
  document.cookie = "locale=ko; path=/";
  await activateLocale("ko");
  vi.mocked(notifyNativeLanguage).mockImplementation(() => void steps.push("native"));
  api = installFakeApi((r) => {
    steps.push(`server ${r.path} cookie=${readLocaleCookie()}`);
    if (serverFails) return fail(500, "INTERNAL_ERROR");
    return ok({ locale: r.query.get("locale") });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await tokenStore.clear();
  await activateLocale("ko");
  document.cookie = "locale=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("changeLocale (spec 4 'Language change')", () => {
  it("is skipped when the locale is unchanged", async () => {
    await expect(changeLocale("ko")).resolves.toBe(false);
    expect(api.calls).toHaveLength(0);
    expect(notifyNativeLanguage).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });

  it("logged out: server (setLoginLocale) first, then cookie, catalog, storage, native shell", async () => {
    await expect(changeLocale("ja")).resolves.toBe(true);
    expect(steps).toEqual(["server /api/setLoginLocale cookie=ko", "native"]);
    expect(api.calls[0]?.query.get("locale")).toBe("ja");
    expect(readLocaleCookie()).toBe("ja");
    expect(i18n.locale).toBe("ja");
    expect(document.documentElement.lang).toBe("ja");
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("ja");
    expect(notifyNativeLanguage).toHaveBeenCalledWith("ja");
  });

  it("logged in: tells /api/setLocale with the access token", async () => {
    await tokenStore.set({ access: "a1" });
    await changeLocale("zh");
    expect(api.calls[0]?.path).toBe("/api/setLocale");
    expect(api.calls[0]?.headers.get("authorization")).toBe("Bearer a1");
    expect(i18n.locale).toBe("zh");
  });

  it("a failing server call does not stop the change", async () => {
    serverFails = true;
    await expect(changeLocale("en")).resolves.toBe(true);
    expect(readLocaleCookie()).toBe("en");
    expect(i18n.locale).toBe("en");
  });
});

describe("LanguagePicker on /login", () => {
  it("switches the interface language", async () => {
    await renderApp("/login");
    const picker = await screen.findByRole("combobox", { name: "언어" });
    await userEvent.selectOptions(picker, "en");
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Log in"),
    );
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    expect(readLocaleCookie()).toBe("en");
  });
});
