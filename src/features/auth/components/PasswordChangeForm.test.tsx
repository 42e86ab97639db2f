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

let user: Record<string, unknown> | undefined;
let extra: FakeHandler;
let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  user = undefined;
  extra = () => undefined;
  api = installFakeApi((r) => (r.path === "/api/user" && user ? ok(user) : extra(r)));
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("/loginSuccess password change", () => {
  // Paste rather than type: each keystroke would re-render the page.
  const enter = async (label: string, value: string) => {
    const field = await screen.findByLabelText(label);
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(value);
  };
  const fill = async (current: string, next: string, confirm: string) => {
    await enter("현재 비밀번호", current);
    await enter("새 비밀번호", next);
    await enter("새 비밀번호 확인", confirm);
    await userEvent.click(screen.getByRole("button", { name: "비밀번호 변경" }));
  };

  it(
    "90 days: explains, validates, changes with encrypted passwords, stores the new pair",
    { timeout: 15_000 },
    async () => {
      user = { accountId: "demo", companyId: 1, lastPwdChanged: "2020-01-01T00:00:00Z" };
      extra = (r) =>
        r.path === "/api/account/user/password" && r.method === "PUT"
          ? ok({
              changedAt: new Date().toISOString(),
              accessToken: "a2",
              refreshToken: "r2",
              expiresIn: 900,
            })
          : undefined;
      await tokenStore.set({ access: "a1", refresh: "r1" });
      const { router } = await renderApp("/loginSuccess");
      expect(
        await screen.findByText(
          "비밀번호를 변경한 지 90일이 지났습니다. 비밀번호를 변경해 주세요.",
        ),
      ).toBeVisible();

      await fill("Old!pass1", "short", "short");
      expect(await screen.findByText(/비밀번호 규칙에 맞지 않습니다/)).toBeVisible();
      // A common word dressed up with digits and a special: the server would refuse it too.
      await fill("Old!pass1", "Dragon99!", "Dragon99!");
      expect(
        await screen.findByText("너무 흔한 비밀번호입니다. 다른 비밀번호를 사용하세요."),
      ).toBeVisible();
      await fill("Old!pass1", "New!pass2x", "New!pass2y");
      expect(await screen.findByText("비밀번호가 일치하지 않습니다.")).toBeVisible();
      expect(api.calls.some((c) => c.path === "/api/account/user/password")).toBe(false);

      user = { ...user, lastPwdChanged: new Date().toISOString() };
      await enter("새 비밀번호 확인", "New!pass2x");
      await userEvent.click(screen.getByRole("button", { name: "비밀번호 변경" }));

      const dialog = await screen.findByRole("alertdialog");
      expect(dialog).toHaveTextContent("비밀번호가 변경되었습니다.");
      expect(api.calls.find((c) => c.path === "/api/account/user/password")?.body).toEqual({
        currentPassword: "enc(Old!pass1)",
        newPassword: "enc(New!pass2x)",
        keyId: "k1",
      });
      expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
      await userEvent.click(screen.getByRole("button", { name: "확인" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    },
  );

  it("initLogin: asks to replace the temporary password", async () => {
    user = { accountId: "demo", companyId: 1, initLogin: true };
    await tokenStore.set({ access: "a1" });
    await renderApp("/loginSuccess");
    expect(
      await screen.findByText("임시 비밀번호로 로그인했습니다. 비밀번호를 변경해 주세요."),
    ).toBeVisible();
  });
});
