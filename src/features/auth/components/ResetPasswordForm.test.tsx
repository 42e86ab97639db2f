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

let handler: FakeHandler = () => undefined;
let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
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

describe("/login?step=reset", () => {
  const submit = async (id: string, name: string) => {
    const user = userEvent.setup();
    const idField = await screen.findByLabelText("아이디");
    if (id) await user.type(idField, id);
    if (name) await user.type(screen.getByLabelText("이름"), name);
    await user.click(screen.getByRole("button", { name: "임시 비밀번호 받기" }));
  };

  it.each([
    ["", ""],
    ["demo", ""],
    ["", "홍길동"],
  ])("id %j, name %j: 'Please enter your ID and name'", async (id, name) => {
    await renderApp("/login?step=reset");
    await submit(id, name);
    await waitFor(() => expect(alertText()).toBe("아이디와 이름을 입력해 주세요."));
    expect(api.calls).toHaveLength(0);
  });

  it("no match (404): 'The user does not exist.'", async () => {
    handler = (r) =>
      r.path === "/api/account/user/init-password" ? fail(404, "NOT_FOUND", "없음") : undefined;
    await renderApp("/login?step=reset");
    await submit("demo", "김철수");
    await waitFor(() => expect(alertText()).toBe("존재하지 않는 사용자입니다."));
    expect(screen.queryByRole("alertdialog")).toBeNull(); // the form shows it, no global alert
  });

  it.each([
    ["sms", "등록된 휴대폰 번호로 임시 비밀번호를 보냈습니다."],
    ["email", "등록된 이메일 주소로 임시 비밀번호를 보냈습니다."],
  ])("success names the channel (%s)", async (sentTo, text) => {
    handler = (r) => (r.path === "/api/account/user/init-password" ? ok({ sentTo }) : undefined);
    await renderApp("/login?step=reset");
    await submit("demo", "홍길동");
    expect(await screen.findByText(text)).toBeVisible();
    expect(api.calls[0]?.body).toEqual({ accountId: "demo", name: "홍길동" });
  });
});
