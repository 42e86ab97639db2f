import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "./lib/token-store";
import type { Locale } from "./lib/locale";
import { installFakeApi } from "../tests/helpers/client/fake-api";
import { renderApp } from "../tests/helpers/client/render-app";

const h1 = () => screen.findByRole("heading", { level: 1 });

// Routes open to everyone; the others sit behind the _authenticated guard and get a session.
const PUBLIC = new Set(["/login", "/noticeDetail/42", "/appTest", "/LogoutSuccess"]);

beforeEach(async () => {
  installFakeApi(); // GET /api/user answers 404: the guard lets the session through
  await tokenStore.set({ access: "test-access", refresh: "test-refresh" });
});

afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

// Every route of spec section 2 with its title in each locale (/loginSuccess: see
// features/auth/components/LoginSuccessPage.test.tsx).
const ROUTES: [path: string, titles: Record<Locale, string>][] = [
  ["/", { ko: "홈", en: "Home", zh: "首页", ja: "ホーム" }],
  ["/login", { ko: "로그인", en: "Log in", zh: "登录", ja: "ログイン" }],
  ["/user", { ko: "마이페이지", en: "My page", zh: "我的页面", ja: "マイページ" }],
  ["/schedule", { ko: "일정", en: "Schedule", zh: "日程", ja: "スケジュール" }],
  [
    "/edit/work",
    { ko: "업무 편집", en: "Edit Work", zh: "编辑工作菜单", ja: "業務メニューの編集" },
  ],
  [
    "/edit/office",
    { ko: "오피스 편집", en: "Edit Office", zh: "编辑办公菜单", ja: "オフィスメニューの編集" },
  ],
  [
    "/edit/favorite",
    { ko: "즐겨찾기 편집", en: "Edit Favorites", zh: "编辑收藏", ja: "お気に入りの編集" },
  ],
  ["/OrganizationView", { ko: "조직도", en: "Organization chart", zh: "组织架构", ja: "組織図" }],
  ["/noticeDetail/42", { ko: "공지사항", en: "Notices", zh: "公告", ja: "お知らせ" }],
  ["/selectCompany", { ko: "회사 선택", en: "Select company", zh: "选择公司", ja: "会社の選択" }],
  ["/appTest", { ko: "앱 테스트", en: "App test", zh: "应用测试", ja: "アプリテスト" }],
  [
    "/LogoutSuccess",
    { ko: "로그아웃 완료", en: "Signed out", zh: "已退出登录", ja: "ログアウト完了" },
  ],
];

describe("route table", () => {
  for (const locale of ["ko", "en", "zh", "ja"] as const) {
    it.each(ROUTES)(`%s renders its ${locale} title in the h1`, async (path, titles) => {
      if (PUBLIC.has(path)) await tokenStore.clear();
      const { router } = await renderApp(path, { locale });
      expect(await h1()).toHaveTextContent(titles[locale]);
      expect(router.state.location.pathname).toBe(path);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    });
  }
});

describe("unknown paths", () => {
  it.each([
    "/does-not-exist",
    "/edit/unknown",
    "/noticeDetail",
    "/noticeDetail/1/extra",
    "/user/x",
  ])("%s redirects to /", async (path) => {
    const { router } = await renderApp(path);
    expect(await h1()).toHaveTextContent("홈");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("menuId on /", () => {
  const selectedTab = async () => {
    await h1();
    return screen.getByRole("tab", { selected: true });
  };

  it.each([
    ["/?menuId=0", "Work"],
    ["/?menuId=1", "Office"],
    ["/?menuId=2", "Favorites"],
    ["/?menuId=7", "Work"],
    ["/?menuId=abc", "Work"],
    ["/?menuId=", "Work"],
    ["/?source=pwa", "Work"],
  ])("%s selects %s", async (path, tab) => {
    const { router } = await renderApp(path, { locale: "en" });
    expect(await selectedTab()).toHaveTextContent(tab);
    expect(router.state.location.pathname).toBe("/");
  });

  it("invalid values are dropped from the validated search", async () => {
    const { router } = await renderApp("/?menuId=abc");
    await h1();
    expect(router.state.matches.at(-1)?.search).toEqual({ menuId: undefined });
  });

  it("selecting a tab writes menuId to the URL", async () => {
    const { router } = await renderApp("/", { locale: "en" });
    await h1();
    screen.getByRole("tab", { name: "Favorites" }).click();
    await waitFor(() => expect(router.state.location.search).toEqual({ menuId: 2 }));
    expect(await selectedTab()).toHaveTextContent("Favorites");
  });

  it("the back link of an edit page returns to its tab", async () => {
    await renderApp("/edit/office", { locale: "en" });
    const back = await screen.findByRole("link", { name: "Back" });
    expect(back).toHaveAttribute("href", "/?menuId=1");
  });
});
