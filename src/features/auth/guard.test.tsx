import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../tests/helpers/client/render-app";
import { decideProtectedRoute, type GuardState } from "./guard";
import type * as SsoModule from "./sso";
import { goToSso, SSO_FLAG_KEY, ssoLoginUrl } from "./sso";

vi.mock("./sso", async (importOriginal) => ({
  ...(await importOriginal<typeof SsoModule>()),
  goToSso: vi.fn(),
}));

const base: GuardState = { bypass: false, hasToken: false, inApp: false, ssoFlag: false };

describe("decideProtectedRoute (spec 4 'Login and routing')", () => {
  it.each<[string, Partial<GuardState>, string]>([
    ["no token, web: SSO", {}, "sso"],
    ["no token, web, flag already set: /login", { ssoFlag: true }, "login"],
    ["no token, app: /login", { inApp: true }, "login"],
    ["no token, app, flag: /login", { inApp: true, ssoFlag: true }, "login"],
    ["token, web: check the password state", { hasToken: true }, "check-password"],
    [
      "token, web, flag: check the password state",
      { hasToken: true, ssoFlag: true },
      "check-password",
    ],
    ["token, app: proceed", { hasToken: true, inApp: true }, "proceed"],
    ["retmsg/authority: proceed without checks", { bypass: true }, "proceed"],
    ["retmsg/authority with flag: proceed", { bypass: true, ssoFlag: true }, "proceed"],
  ])("%s", (_, state, expected) => {
    expect(decideProtectedRoute({ ...base, ...state })).toBe(expected);
  });

  it("builds a same-origin returnTo only", () => {
    expect(ssoLoginUrl("/schedule?x=1")).toBe("/api/login/sso?returnTo=%2Fschedule%3Fx%3D1");
    expect(ssoLoginUrl("//evil.example/")).toBe("/api/login/sso?returnTo=%2F");
    expect(ssoLoginUrl("https://evil.example/")).toBe("/api/login/sso?returnTo=%2F");
  });
});

describe("_authenticated guard in the router", () => {
  const h1 = () => screen.findByRole("heading", { level: 1 });
  let user: Record<string, unknown> | undefined;

  beforeEach(() => {
    user = undefined;
    sessionStorage.clear();
    vi.mocked(goToSso).mockClear();
    installFakeApi((request) => (request.path === "/api/user" && user ? ok(user) : undefined));
  });
  afterEach(async () => {
    await tokenStore.clear();
    document.cookie = "osType=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    vi.unstubAllGlobals();
  });

  it("no token in a browser: sets the flag and leaves for SSO with the current path", async () => {
    const { router } = await renderApp("/schedule?x=1");
    await waitFor(() => expect(goToSso).toHaveBeenCalledWith("/schedule?x=1"));
    expect(sessionStorage.getItem(SSO_FLAG_KEY)).toBe("1");
    expect(router.state.location.pathname).toBe("/schedule");
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
  });

  it("back from SSO still without a token: clears the flag and shows /login", async () => {
    sessionStorage.setItem(SSO_FLAG_KEY, "1");
    const { router } = await renderApp("/");
    expect(await h1()).toHaveTextContent("로그인");
    expect(router.state.location.pathname).toBe("/login");
    expect(sessionStorage.getItem(SSO_FLAG_KEY)).toBeNull();
    expect(goToSso).not.toHaveBeenCalled();
  });

  it("in the app without a token: /login, no SSO", async () => {
    document.cookie = "osType=AOS";
    const { router } = await renderApp("/user");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(goToSso).not.toHaveBeenCalled();
  });

  it("with a token: proceeds and clears the flag", async () => {
    sessionStorage.setItem(SSO_FLAG_KEY, "1");
    await tokenStore.set({ access: "a" });
    const { router } = await renderApp("/schedule");
    expect(await h1()).toHaveTextContent("일정");
    expect(router.state.location.pathname).toBe("/schedule");
    expect(sessionStorage.getItem(SSO_FLAG_KEY)).toBeNull();
  });

  it.each(["/schedule?retmsg=done", "/schedule?authority=ADMIN"])(
    "%s proceeds without checks",
    async (path) => {
      const { router } = await renderApp(path);
      expect(await h1()).toHaveTextContent("일정");
      expect(router.state.location.pathname).toBe("/schedule");
      expect(goToSso).not.toHaveBeenCalled();
    },
  );

  it("/login with a token goes to /", async () => {
    await tokenStore.set({ access: "a" });
    const { router } = await renderApp("/login");
    expect(await h1()).toHaveTextContent("홈");
    expect(router.state.location.pathname).toBe("/");
  });

  it.each([
    ["initLogin", { initLogin: true }],
    ["passwordExpiresAt in the past", { passwordExpiresAt: "2020-01-01T00:00:00Z" }],
    ["lastPwdChanged over 90 days ago", { lastPwdChanged: "2020-01-01 09:00:00" }],
  ])("browser, %s: /loginSuccess without tokens in the URL", async (_, fields) => {
    user = { accountId: "demo", companyId: 1, ...fields };
    await tokenStore.set({ access: "a" });
    const { router } = await renderApp("/user");
    await waitFor(() => expect(router.state.location.pathname).toBe("/loginSuccess"));
    expect(router.state.location.searchStr).toBe("");
    // "Signing in" shows first, while the page reads the user afresh.
    await waitFor(async () => expect(await h1()).toHaveTextContent("비밀번호 변경"));
  });

  it("app, initLogin: proceeds (the change is a browser rule)", async () => {
    document.cookie = "osType=IOS";
    user = { accountId: "demo", companyId: 1, initLogin: true };
    await tokenStore.set({ access: "a" });
    const { router } = await renderApp("/user");
    expect(await h1()).toHaveTextContent("마이페이지");
    expect(router.state.location.pathname).toBe("/user");
  });
});
