import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale, i18n } from "../../../lib/i18n";
import { tokenStore } from "../../../lib/token-store";
import {
  fail,
  installFakeApi,
  ok,
  type FakeHandler,
} from "../../../../tests/helpers/client/fake-api";
import { VerifyStep } from "./VerifyStep";

let contact: { phone: string | null; email: string | null };
let validAnswer: FakeHandler;
let api: ReturnType<typeof installFakeApi>;

beforeEach(async () => {
  await activateLocale("ko");
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await tokenStore.set({ temporary: "t1" });
  contact = { phone: "010-****-1234", email: "h***@x.com" };
  validAnswer = () => fail(400, "VALIDATION_ERROR", "인증번호가 일치하지 않습니다.");
  api = installFakeApi((r) => {
    if (r.path === "/api/account/user/contact-info") return ok(contact);
    if (r.path === "/api/account/authentication/code/send") {
      return ok({ expiresAt: new Date(Date.now() + 120_000).toISOString() });
    }
    if (r.path === "/api/account/authentication/code/valid") return validAnswer(r);
    if (r.path === "/api/account/token") {
      return ok({ accessToken: "a1", refreshToken: "r1", expiresIn: 900 });
    }
  });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await tokenStore.clear();
});

function renderStep() {
  const onVerified = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <VerifyStep onVerified={onVerified} onCancel={vi.fn()} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { onVerified, user };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const timer = () => screen.getByRole("timer");
const submit = () => screen.getByRole("button", { name: "인증하기" });

describe("verification step", () => {
  it("explains the daily check and lists the masked contacts", async () => {
    renderStep();
    expect(await screen.findByText("당일 최초 로그인 시 본인 인증이 필요합니다.")).toBeVisible();
    expect(screen.getByRole("radio", { name: /010-\*\*\*\*-1234/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /h\*\*\*@x\.com/ })).not.toBeChecked();
  });

  it("without a phone number or email: tells the user to contact the administrator", async () => {
    contact = { phone: null, email: null };
    renderStep();
    expect(
      await screen.findByText("등록된 휴대폰 번호나 이메일이 없습니다. 관리자에게 문의하세요."),
    ).toBeVisible();
    expect(screen.queryByRole("button", { name: "인증번호 받기" })).toBeNull();
  });

  it("counts down from 2:00 to 0:00, then disables submit with the expiry message", async () => {
    const { user } = renderStep();
    await user.click(await screen.findByRole("radio", { name: /h\*\*\*@x\.com/ }));
    await user.click(screen.getByRole("button", { name: "인증번호 받기" }));
    expect(await screen.findByText("인증번호가 발송되었습니다.")).toBeVisible();
    expect(api.calls.find((c) => c.path.endsWith("/code/send"))?.body).toEqual({
      channel: "email",
    });
    expect(timer()).toHaveTextContent("2:00");
    expect(screen.getByText("남은 인증 시간 2분 0초")).toBeInTheDocument();

    await advance(30_000);
    expect(timer()).toHaveTextContent("1:30");
    expect(screen.getByText("남은 인증 시간 1분 30초")).toBeInTheDocument();
    await advance(15_000);
    expect(timer()).toHaveTextContent("1:15");
    expect(screen.getByText("남은 인증 시간 1분 30초")).toBeInTheDocument(); // not every second

    await advance(75_000);
    expect(timer()).toHaveTextContent("0:00");
    expect(submit()).toBeDisabled();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "인증 시간이 만료되었습니다. 2분 안에 인증을 완료하세요.",
    );

    await user.click(screen.getByRole("button", { name: "인증번호 다시 받기" }));
    await waitFor(() => expect(timer()).toHaveTextContent("2:00"));
    expect(submit()).toBeEnabled();
  });

  it("requires the code, reports a mismatch, and on success exchanges the login code", async () => {
    const { user, onVerified } = renderStep();
    await user.click(await screen.findByRole("button", { name: "인증번호 받기" }));
    await screen.findByRole("timer");
    await user.click(submit());
    expect(screen.getByRole("alert")).toHaveTextContent("인증번호를 입력하세요.");

    await user.type(screen.getByLabelText("인증번호"), "123456");
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("인증번호가 일치하지 않습니다."),
    );
    expect(await tokenStore.get("temporary")).toBe("t1"); // a wrong code does not end the step

    validAnswer = () => ok({ code: "login-code" });
    await user.click(submit());
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    expect(api.calls.find((c) => c.path === "/api/account/token")?.body).toEqual({
      code: "login-code",
    });
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
  });
});
