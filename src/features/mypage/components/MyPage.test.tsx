import { act, screen, waitFor, within } from "@testing-library/react";
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

const COMPANIES = [
  { companyId: 1, companyCode: "C1", companyName: "그룹 본사" },
  { companyId: 280, companyCode: "C280", companyName: "그룹 물류" },
];
const USER_1 = {
  name: "홍길동",
  accountId: "demo",
  companyId: 1,
  companyCode: "C1",
  companyList: COMPANIES,
  departmentName: "플랫폼개발팀",
  position: "과장",
  duty: "-",
};
const USER_280 = { ...USER_1, accountId: "demo280", companyId: 280, companyList: [COMPANIES[1]] };

let user: Record<string, unknown>;
let overrides: FakeHandler;
let api: ReturnType<typeof installFakeApi>;

beforeEach(async () => {
  user = USER_1;
  overrides = () => undefined;
  api = installFakeApi((r) => {
    const own = overrides(r);
    if (own) return own;
    switch (r.path) {
      case "/api/user":
        return ok(user);
      case "/api/internal/approval":
        return ok({
          draftCount: 1234,
          rejectCount: 0,
          apprBeforeCount: 7,
          receiveBeforeCount: 2,
          shareCount: 1,
        });
      case "/api/internal/vacation":
        return ok({
          companyId: 1,
          employeeNo: "E1",
          numberOfVacationGranted: 15,
          numberOfVacationUsed: 3.5,
          numberOfVacationAvailable: 11.5,
        });
      case "/api/internal/point":
        return ok({ basicPoint: 1200000, remainPoint: 345678 });
      case "/api/internal/workTime":
        return ok({ requireTime: 9600, planTime: 9630, recordTime: 2400 });
      case "/api/board":
        return ok({
          items: [
            {
              postId: 11,
              title: "&lt;필독&gt; 보안 점검 &amp; 교육",
              createdAt: "2026-11-03 09:00:00",
            },
            { postId: 10, title: "연말 일정 안내", createdAt: "2026-10-28 09:00:00" },
          ],
          total: 2,
        });
    }
  });
  await tokenStore.set({ access: "access", refresh: "refresh" });
});
afterEach(async () => {
  document.cookie = "gp_app=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole("region", { name });
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest("div")!.querySelector("dd")!;

describe("/user", () => {
  it("shows the user, approval counts, vacation, points, work time and notices", async () => {
    await renderApp("/user");
    expect(await screen.findByRole("heading", { level: 2, name: "홍길동" })).toBeVisible();
    const profile = section("홍길동");
    expect(profile).toHaveTextContent("그룹 본사");
    expect(profile).toHaveTextContent("플랫폼개발팀");
    expect(profile).toHaveTextContent("과장");
    expect(profile).not.toHaveTextContent("과장 /");
    expect(profile).toHaveTextContent("demo");

    await waitFor(() => expect(figure(section("결재 현황"), "기안")).toHaveTextContent("1,234"));
    expect(figure(section("결재 현황"), "결재 대기")).toHaveTextContent("7");
    expect(figure(section("결재 현황"), "반려")).toHaveTextContent("0");

    await waitFor(() => expect(figure(section("휴가"), "부여")).toHaveTextContent("15일"));
    expect(figure(section("휴가"), "사용")).toHaveTextContent("3.5일");
    expect(figure(section("휴가"), "잔여")).toHaveTextContent("11.5일");

    await waitFor(() =>
      expect(figure(section("포인트"), "기본 포인트")).toHaveTextContent("1,200,000"),
    );
    expect(figure(section("포인트"), "잔여 포인트")).toHaveTextContent("345,678");

    await waitFor(() => expect(figure(section("근무 시간"), "필수")).toHaveTextContent("160시간"));
    expect(figure(section("근무 시간"), "계획")).toHaveTextContent("160.5시간");
    expect(figure(section("근무 시간"), "실적")).toHaveTextContent("40시간");

    const notice = await screen.findByRole("link", { name: /<필독> 보안 점검 & 교육/ });
    expect(notice).toHaveAttribute("href", "/noticeDetail/11");
    expect(notice).toHaveTextContent("2026.11.03");
    const board = api.calls.find((c) => c.path === "/api/board")!;
    expect(Object.fromEntries(board.query)).toEqual({ page: "1", size: "5" });
    expect(
      within(section("공지사항")).getByRole("link", { name: "공지사항 전체 보기" }),
    ).toHaveAttribute("href", "/notices");
  });

  it("each approval count opens its box on the approval site through the handover", async () => {
    overrides = (r) =>
      r.path === "/api/handover"
        ? ok({ url: `https://approval.example.com${r.query.get("url")}&handoverToken=t` })
        : undefined;
    const tab = { opener: {}, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    await renderApp("/user");
    const waiting = await screen.findByRole("button", { name: "결재 대기 7건" });
    expect(waiting).toHaveTextContent("7");
    expect(screen.getByRole("button", { name: "기안 1,234건" })).toBeVisible();
    expect(screen.getByRole("button", { name: "반려 0건" })).toBeVisible();

    await userEvent.click(waiting);
    expect(open).toHaveBeenCalledWith("", "_blank"); // inside the tap: no popup blocker
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(
        "https://approval.example.com/approval/before&handoverToken=t",
      ),
    );
    const handover = api.calls.find((c) => c.path === "/api/handover")!;
    expect(handover.query.get("url")).toBe("/approval/before");
    open.mockRestore();
  });

  it("in the app a count opens its box with the app flag through the native shell", async () => {
    document.cookie = "gp_app=1; path=/";
    overrides = (r) =>
      r.path === "/api/handover" ? ok({ url: "https://approval.example.com/x?t=1" }) : undefined;
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await renderApp("/user");
    await userEvent.click(await screen.findByRole("button", { name: "반려 0건" }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === "/api/handover")?.query.get("url")).toBe(
        "/approval/reject?app=Y",
      ),
    );
    // No blank tab in the app: the shell opens the address once it is known.
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        "https://approval.example.com/x?t=1",
        "_blank",
        "noopener,noreferrer",
      ),
    );
    expect(open).not.toHaveBeenCalledWith("", "_blank");
    open.mockRestore();
  });

  it("English labels and hour units", async () => {
    await renderApp("/user", { locale: "en" });
    await waitFor(() =>
      expect(figure(section("Working hours"), "Actual")).toHaveTextContent("40h"),
    );
    // The cards answer in any order (their requests go out together).
    await waitFor(() => expect(figure(section("Leave"), "Granted")).toHaveTextContent("15 days"));
  });

  it("offers the password change (web), the language picker and a company switch", async () => {
    await renderApp("/user");
    const settings = await screen.findByRole("region", { name: "설정" });
    expect(within(settings).getByRole("combobox", { name: "언어" })).toBeVisible();
    expect(within(settings).getByRole("link", { name: "비밀번호 변경" })).toHaveAttribute(
      "href",
      "/loginSuccess?changePassword=1",
    );
    expect(within(settings).getByRole("link", { name: "회사 변경" })).toHaveAttribute(
      "href",
      "/selectCompany",
    );
  });

  it("hides the password change in the app", async () => {
    document.cookie = "gp_app=1; path=/";
    await renderApp("/user");
    const settings = await screen.findByRole("region", { name: "설정" });
    expect(within(settings).queryByRole("link", { name: "비밀번호 변경" })).not.toBeInTheDocument();
  });

  it("company 280: vacation is neither requested nor shown, and one company means no switch", async () => {
    user = USER_280;
    await renderApp("/user");
    await screen.findByRole("heading", { level: 2, name: "홍길동" });
    await waitFor(() => expect(figure(section("결재 현황"), "기안")).toHaveTextContent("1,234"));
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/board")).toBe(true));
    expect(api.calls.some((c) => c.path === "/api/internal/vacation")).toBe(false);
    expect(screen.queryByRole("region", { name: "휴가" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "회사 변경" })).not.toBeInTheDocument();
  });

  it("offline, a failed refetch keeps the figures seen online, without an alert", async () => {
    const { queryClient } = await renderApp("/user");
    // Every card seen online first: a card whose first load fails has nothing to keep, and alerts.
    await waitFor(() => expect(figure(section("결재 현황"), "기안")).toHaveTextContent("1,234"));
    await waitFor(() =>
      expect(figure(section("포인트"), "기본 포인트")).toHaveTextContent("1,200,000"),
    );
    await waitFor(() => expect(figure(section("휴가"), "부여")).toHaveTextContent("15일"));
    await waitFor(() => expect(figure(section("근무 시간"), "필수")).toHaveTextContent("160시간"));
    overrides = (r) => {
      if (r.path.startsWith("/api/internal/")) throw new TypeError("Failed to fetch");
      return undefined;
    };
    await act(() => queryClient.refetchQueries({ queryKey: ["mypage"] }));
    // TanStack notifies observers on a later task: let the page render the outcome first.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(queryClient.getQueryState(["mypage", "approval"])?.status).toBe("error");
    expect(figure(section("결재 현황"), "기안")).toHaveTextContent("1,234");
    expect(figure(section("포인트"), "기본 포인트")).toHaveTextContent("1,200,000");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("approval failure: an alert with the status text, and no counts", async () => {
    overrides = (r) =>
      r.path === "/api/internal/approval"
        ? fail(403, "FORBIDDEN", "결재 시스템 권한이 없습니다.")
        : undefined;
    await renderApp("/user");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("결재 현황을 불러오지 못했습니다.");
    expect(dialog).toHaveTextContent("결재 시스템 권한이 없습니다.");
    expect(figure(section("결재 현황"), "기안")).toHaveTextContent("정보 없음");
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("vacation failure (company 1): an alert dialog", async () => {
    overrides = (r) =>
      r.path === "/api/internal/vacation"
        ? fail(403, "FORBIDDEN", "휴가 조회 권한이 없습니다.")
        : undefined;
    await renderApp("/user");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("휴가 정보를 불러오지 못했습니다.");
    expect(dialog).toHaveTextContent("휴가 조회 권한이 없습니다.");
  });

  it("notice list failure: an alert with the returned message and no list", async () => {
    overrides = (r) =>
      r.path === "/api/board" ? fail(404, "NOT_FOUND", "게시판이 없습니다.") : undefined;
    await renderApp("/user");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("게시판이 없습니다.");
    const notices = section("공지사항");
    expect(within(notices).queryByRole("list")).not.toBeInTheDocument();
    // Only the way to the notice list screen, which says its own failure.
    const links = within(notices).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/notices"]);
  });
});
