import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import {
  fail,
  installFakeApi,
  ok,
  type FakeHandler,
} from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";

vi.mock("../encrypt-password", () => ({
  encryptPasswords: async (passwords: string[]) => ({
    keyId: "k1",
    ciphertexts: passwords.map((password) => `enc(${password})`),
  }),
}));

let handler: FakeHandler = () => undefined;
let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  localStorage.clear();
  handler = () => undefined;
  api = installFakeApi((request) => handler(request));
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

const alertText = () =>
  screen
    .getAllByRole("alert")
    .map((node) => node.textContent)
    .join("");

async function fillAndSubmit(id: string, password: string) {
  const user = userEvent.setup();
  const idField = await screen.findByLabelText("아이디");
  if (id) await user.type(idField, id);
  if (password) await user.type(screen.getByLabelText("비밀번호"), password);
  await user.click(screen.getByRole("button", { name: "로그인" }));
}

describe("/login: ID/password", () => {
  it.each([
    ["", "", "아이디와 비밀번호를 입력하세요."],
    ["demo", "", "비밀번호를 입력하세요."],
    ["", "Demo!2345", "아이디를 입력하세요."],
  ])("id %j, password %j: %s (nothing is sent)", async (id, password, message) => {
    await renderApp("/login");
    await fillAndSubmit(id, password);
    await waitFor(() => expect(alertText()).toBe(message));
    expect(api.calls).toHaveLength(0);
  });

  it("wrong credentials (401): 'Check your ID or password and try again.'", async () => {
    handler = (r) => (r.path === "/api/account/user/valid" ? fail(401, "UNAUTHORIZED") : undefined);
    await renderApp("/login");
    await fillAndSubmit("demo", "wrong");
    await waitFor(() =>
      expect(alertText()).toBe("아이디 또는 비밀번호를 확인한 후 다시 시도하세요."),
    );
    const call = api.calls.find((c) => c.path === "/api/account/user/valid");
    expect(call?.body).toEqual({ accountId: "demo", password: "enc(wrong)", keyId: "k1" });
    expect(screen.getByLabelText("비밀번호")).toHaveValue("");
  });

  it("speaks the user's language (en)", async () => {
    handler = (r) => (r.path === "/api/account/user/valid" ? fail(401, "UNAUTHORIZED") : undefined);
    await renderApp("/login", { locale: "en" });
    const u = userEvent.setup();
    await u.click(await screen.findByRole("button", { name: "Log in" }));
    await waitFor(() => expect(alertText()).toBe("Please enter your ID and password."));
    await u.type(screen.getByLabelText("ID"), "demo");
    await u.type(screen.getByLabelText("Password"), "nope");
    await u.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(alertText()).toBe("Check your ID or password and try again."));
  });

  it("DONE: exchanges the code by POST, stores the pair and continues to /", async () => {
    handler = (r) => {
      if (r.path === "/api/account/user/valid") return ok({ next: "DONE", code: "c1" });
      if (r.path === "/api/account/token" && r.method === "POST") {
        return ok({ accessToken: "a1", refreshToken: "r1", expiresIn: 900 });
      }
    };
    const { router } = await renderApp("/login");
    await fillAndSubmit("demo", "Demo!2345");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.calls.find((c) => c.path === "/api/account/token")?.body).toEqual({ code: "c1" });
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
    expect(localStorage.getItem("gp-account-id")).toBe("demo");
  });

  it("VERIFY: stores the temporary token and opens the verification step", async () => {
    handler = (r) => {
      if (r.path === "/api/account/user/valid") return ok({ next: "VERIFY", temporaryToken: "t1" });
      if (r.path === "/api/account/user/contact-info")
        return ok({ phone: "010-****-1234", email: null });
    };
    const { router } = await renderApp("/login");
    await fillAndSubmit("demo", "Demo!2345");
    expect(await screen.findByText("당일 최초 로그인 시 본인 인증이 필요합니다.")).toBeVisible();
    expect(router.state.location.search).toEqual({ step: "verify" });
    expect(await tokenStore.get("temporary")).toBe("t1");
    const contact = api.calls.find((c) => c.path === "/api/account/user/contact-info");
    expect(contact?.headers.get("authorization")).toBe("Bearer t1");
  });

  it("links to company SSO with returnTo=/", async () => {
    await renderApp("/login");
    expect(
      await screen.findByRole("link", { name: "회사 통합 로그인(SSO)으로 로그인" }),
    ).toHaveAttribute("href", "/api/login/sso?returnTo=%2F");
  });

  it("/login?error= shows a localized error", async () => {
    await renderApp("/login?error=INVALID_TICKET");
    await waitFor(() => expect(alertText()).toContain("통합 로그인(SSO) 인증이 만료되었거나"));
  });

  it("offers the four languages", async () => {
    await renderApp("/login");
    const picker = await screen.findByRole("combobox", { name: "언어" });
    expect([...picker.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "한국어",
      "English",
      "中文",
      "日本語",
    ]);
  });
});

describe("/login?temporaryToken= (CAS callback)", () => {
  it("stores the token and removes it from the location and history", async () => {
    handler = (r) =>
      r.path === "/api/account/user/contact-info"
        ? ok({ phone: null, email: "h***@x.com" })
        : undefined;
    await tokenStore.set({ access: "old", refresh: "old-r" });
    const { router, history } = await renderApp("/login?temporaryToken=tmp-secret");
    expect(await screen.findByText("당일 최초 로그인 시 본인 인증이 필요합니다.")).toBeVisible();
    expect(await tokenStore.getAll()).toEqual({ temporary: "tmp-secret" });
    expect(router.state.location.href).toBe("/login?step=verify");
    expect(history.location.href).not.toContain("tmp-secret");
    expect(history.length).toBe(1);
  });
});
