import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import { fail, installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { stashHandoff } from "../handoff";
import { forgetReturnPath } from "../return-path";

// After SSO the server appends the page the user started from: `&returnTo=` on /loginSuccess?code=
// and on /login?temporaryToken=. The app lands there when it is a plain page of the app, else on /.
let user: Record<string, unknown>;

beforeEach(() => {
  user = { accountId: "demo", companyId: 1, lastPwdChanged: new Date().toISOString() };
  installFakeApi((r) => {
    if (r.path === "/api/account/token" && r.method === "POST") {
      return ok({ accessToken: "a1", refreshToken: "r1", expiresIn: 900 });
    }
    if (r.path === "/api/user") return ok(user);
    if (r.path === "/api/account/user/contact-info") return ok({ phone: null, email: "h***@x" });
    if (r.path === "/api/account/authentication/code/send") {
      return ok({ expiresAt: new Date(Date.now() + 120_000).toISOString() });
    }
    if (r.path === "/api/account/authentication/code/valid") {
      return (r.body as { code?: string }).code === "123456"
        ? ok({ code: "login-code" })
        : fail(400, "VALIDATION_ERROR", "인증번호가 일치하지 않습니다.");
    }
  });
});
afterEach(async () => {
  forgetReturnPath();
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("returnTo after SSO", () => {
  it("/loginSuccess?code=&returnTo=/schedule lands on the schedule", async () => {
    const { router } = await renderApp("/loginSuccess?code=c1&returnTo=%2Fschedule");
    await waitFor(() => expect(router.state.location.pathname).toBe("/schedule"));
    expect(await screen.findByRole("heading", { level: 1, name: "일정" })).toBeVisible();
  });

  it("keeps the page's own query", async () => {
    const { router } = await renderApp("/loginSuccess?code=c1&returnTo=%2Fschedule%3Fmonth%3D3");
    await waitFor(() => expect(router.state.location.pathname).toBe("/schedule"));
    expect(router.state.location.searchStr).toBe("?month=3");
  });

  it("leaves the address bar at once (the code was already taken at start-up)", async () => {
    user = { ...user, lastPwdChanged: "2020-01-01T00:00:00Z" }; // stays on /loginSuccess
    stashHandoff({ kind: "code", code: "c1" }); // what main.tsx's captureAddressBarHandoff does
    const { router, history } = await renderApp("/loginSuccess?returnTo=%2Fschedule");
    expect(await screen.findByLabelText("새 비밀번호")).toBeVisible();
    expect(history.location.href).toBe("/loginSuccess");
    expect(history.length).toBe(1);
    expect(router.state.location.pathname).toBe("/loginSuccess");
  });

  it.each([
    ["another host", "//evil.example/x"],
    ["a backslash host", "/\\evil.example"],
    ["an encoded host", "%2F%2Fevil.example"],
    ["a scheme", "https://evil.example/"],
    ["a server endpoint", "/api/logout"],
  ])("%s: lands on / instead", async (_, returnTo) => {
    const { router } = await renderApp(
      `/loginSuccess?code=c1&returnTo=${encodeURIComponent(returnTo)}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(router.state.location.href).toBe("/");
  });

  it("through today's verification (/login?temporaryToken=&returnTo=) to the page", async () => {
    stashHandoff({ kind: "temporary", temporaryToken: "tmp" }); // taken at start-up by main.tsx
    const { router, history } = await renderApp("/login?returnTo=%2Fschedule");
    expect(await screen.findByText("당일 최초 로그인 시 본인 인증이 필요합니다.")).toBeVisible();
    expect(router.state.location.href).toBe("/login?step=verify");
    expect(history.length).toBe(1);
    await userEvent.click(screen.getByRole("button", { name: "인증번호 받기" }));
    await userEvent.type(await screen.findByLabelText("인증번호"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "인증하기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/schedule"));
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
  });

  it("is used once: the next login goes to /", async () => {
    const first = await renderApp("/loginSuccess?code=c1&returnTo=%2Fschedule");
    await waitFor(() => expect(first.router.state.location.pathname).toBe("/schedule"));
    first.unmount();
    await tokenStore.clear();
    const second = await renderApp("/loginSuccess?code=c1");
    await waitFor(() => expect(second.router.state.location.pathname).toBe("/"));
  });
});
