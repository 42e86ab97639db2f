import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import { installFakeApi, ok, type FakeHandler } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";

vi.mock("../encrypt-password", () => ({
  encryptPasswords: async (passwords: string[]) => ({
    keyId: "k1",
    ciphertexts: passwords.map((password) => `enc(${password})`),
  }),
}));

// My page's password-change link: /loginSuccess?changePassword=1 (spec 2 "/user", 5 "Password").
// A logged-in user whose password is still valid gets the form there; nothing is exchanged.
const RECENT = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
const user = { accountId: "demo", companyId: 1, initLogin: false, lastPwdChanged: RECENT };
let extra: FakeHandler;
let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  extra = () => undefined;
  api = installFakeApi((r) => (r.path === "/api/user" ? ok(user) : extra(r)));
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

const exchanges = () =>
  api.calls.filter((c) => c.path === "/api/account/token" || c.path.startsWith("/api/token"));

describe("/loginSuccess?changePassword=1", () => {
  it("shows the password change form to a logged-in user without exchanging anything", async () => {
    await tokenStore.set({ access: "a1", refresh: "r1" });
    const { router } = await renderApp("/loginSuccess?changePassword=1");

    expect(await screen.findByLabelText("현재 비밀번호")).toBeVisible();
    expect(screen.getByLabelText("새 비밀번호")).toBeVisible();
    expect(screen.getByLabelText("새 비밀번호 확인")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "비밀번호 변경" })).toBeVisible();
    // Not a forced change: neither the 90-day nor the temporary-password explanation.
    expect(screen.queryByText(/90일이 지났습니다|임시 비밀번호로 로그인했습니다/)).toBeNull();
    expect(router.state.location.pathname).toBe("/loginSuccess");
    expect(exchanges()).toEqual([]);
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
  });

  it("returns to my page once the change is confirmed", { timeout: 15_000 }, async () => {
    extra = (r) =>
      r.path === "/api/account/user/password" && r.method === "PUT"
        ? ok({ changedAt: new Date().toISOString(), accessToken: "a2", refreshToken: "r2" })
        : undefined;
    await tokenStore.set({ access: "a1", refresh: "r1" });
    const { router } = await renderApp("/loginSuccess?changePassword=1");
    for (const [label, value] of [
      ["현재 비밀번호", "Demo!2345"],
      ["새 비밀번호", "Fresh!Pass7"],
      ["새 비밀번호 확인", "Fresh!Pass7"],
    ] as const) {
      await userEvent.click(await screen.findByLabelText(label));
      await userEvent.paste(value);
    }
    await userEvent.click(screen.getByRole("button", { name: "비밀번호 변경" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("비밀번호가 변경되었습니다.");
    await userEvent.click(screen.getByRole("button", { name: "확인" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user"));
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
  });

  it("without the flag, a user with a valid password goes straight home", async () => {
    await tokenStore.set({ access: "a1", refresh: "r1" });
    const { router } = await renderApp("/loginSuccess");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(screen.queryByLabelText("현재 비밀번호")).toBeNull();
  });

  it("without a session it goes to /login instead of showing the form", async () => {
    const { router } = await renderApp("/loginSuccess?changePassword=1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(exchanges()).toEqual([]);
  });
});
