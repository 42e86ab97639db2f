import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, loginCode } from "./session";

/** The demo user's seeded data (server/db/seed/demo-accounts.ts, figures-data.ts). */
export const DEMO_USER = {
  name: "홍길동",
  accountId: "demo",
  department: "전략기획팀",
  billboardTitle: "전사 타운홀 미팅 개최", // content-data.ts BILLBOARDS[0]
} as const;

/**
 * The interface texts the home page shows per locale (locales/<locale>/messages.po). The
 * schedule link's name carries "new entries" while the NEW badge shows. `firstWork` and `regions`
 * are the server's seeded names in that language (server/db/seed/name-translations.ts).
 */
export const HOME_TEXTS = {
  ko: {
    firstWork: "전자결재",
    regions: /서울|인천|대전|대구|광주|부산|강릉|제주/,
    myPage: "마이페이지",
    approval: "결재 사이트 열기",
    condition: /[가-힣]/,
    home: "홈",
    tabs: ["업무", "오피스", "즐겨찾기"],
    identity: "내 정보",
    weather: "날씨",
    compared: /어제보다 [\d.]+°C (높음|낮음)|어제와 같음/,
    logout: "로그아웃",
    schedule: /^일정( \(새 일정 있음\))?$/,
    billboard: "안내",
    notices: "공지사항",
    confirm: "확인",
  },
  en: {
    firstWork: "Approvals",
    regions: /Seoul|Incheon|Daejeon|Daegu|Gwangju|Busan|Gangneung|Jeju/,
    myPage: "My page",
    approval: "Open the approval site",
    condition: /^[A-Za-z ,-]+$/,
    home: "Home",
    tabs: ["Work", "Office", "Favorites"],
    identity: "My information",
    weather: "Weather",
    compared: /[\d.]+°C (higher|lower) than yesterday|Same as yesterday/,
    logout: "Log out",
    schedule: /^Schedule( \(new entries\))?$/,
    billboard: "Announcements",
    notices: "Notices",
    confirm: "OK",
  },
  zh: {
    firstWork: "电子审批",
    regions: /首尔|仁川|大田|大邱|光州|釜山|江陵|济州/,
    myPage: "我的页面",
    approval: "打开审批网站",
    condition: /^[\u4e00-\u9fff]+$/,
    home: "首页",
    tabs: ["工作", "办公", "收藏"],
    identity: "我的信息",
    weather: "天气",
    compared: /比昨天(高|低)[\d.]+°C|与昨天相同/,
    logout: "退出登录",
    schedule: /^日程(（有新日程）)?$/,
    billboard: "通知",
    notices: "公告",
    confirm: "确定",
  },
  ja: {
    firstWork: "電子決裁",
    regions: /ソウル|仁川|大田|大邱|光州|釜山|江陵|済州/,
    myPage: "マイページ",
    approval: "決裁サイトを開く",
    condition: /^[\u3040-\u30ff\u4e00-\u9fff]+$/,
    home: "ホーム",
    tabs: ["業務", "オフィス", "お気に入り"],
    identity: "マイ情報",
    weather: "天気",
    compared: /昨日より[\d.]+°C(高い|低い)|昨日と同じ/,
    logout: "ログアウト",
    schedule: /^スケジュール(（新しい予定あり）)?$/,
    billboard: "ご案内",
    notices: "お知らせ",
    confirm: "OK",
  },
} as const;

export type HomeLocale = keyof typeof HOME_TEXTS;

/** An access token of the demo account, for reading seeded data through the API. */
export async function demoAccessToken(request: APIRequestContext): Promise<string> {
  const code = await loginCode(request, DEMO);
  const res = await request.post("/api/account/token", { data: { code } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

/** The post id of the seeded notice whose (HTML-escaped) title contains `text` (GET /api/board). */
export async function noticeIdByTitle(request: APIRequestContext, text: string): Promise<number> {
  const token = await demoAccessToken(request);
  const res = await request.get("/api/board?page=1&size=50", {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { result: { items: { postId: number; title: string }[] } };
  const item = body.result.items.find((notice) => notice.title.includes(text));
  if (!item) throw new Error(`no seeded notice titled ${text}`);
  return item.postId;
}

/** The calendar date in Seoul `days` from now, as [year, month (1-12), day]. */
export function seoulDate(days = 0): [number, number, number] {
  const seoul = new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000);
  return [seoul.getUTCFullYear(), seoul.getUTCMonth() + 1, seoul.getUTCDate()];
}

/** A moment of Seoul local time (the tests run with timezoneId Asia/Seoul). */
export function seoulTime([year, month, day]: [number, number, number], time: string): Date {
  const pad = (n: number) => String(n).padStart(2, "0");
  return new Date(`${year}-${pad(month)}-${pad(day)}T${time}+09:00`);
}

/** The billboard popup of Main in `locale`. */
export const billboardDialog = (page: Page, locale: HomeLocale = "ko") =>
  page.getByRole("dialog", { name: HOME_TEXTS[locale].billboard });

/** The notice popup of Main in `locale`. */
export const noticeDialog = (page: Page, locale: HomeLocale = "ko") =>
  page.getByRole("dialog", { name: HOME_TEXTS[locale].notices });

/**
 * Closes Main's popups one after the other, as a user does: the billboards, then the notices.
 * Deterministic where a locator handler is not: a handler's click can race the sheet's change from
 * one step to the next and wait for a button that has gone.
 */
export async function closeHomePopups(page: Page, locale: HomeLocale = "ko"): Promise<void> {
  for (const dialog of [billboardDialog(page, locale), noticeDialog(page, locale)]) {
    await dialog.getByRole("button", { name: HOME_TEXTS[locale].confirm, exact: true }).click();
  }
  await expect(noticeDialog(page, locale)).toBeHidden();
}
