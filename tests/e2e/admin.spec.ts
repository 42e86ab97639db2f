import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { DEMO_280, login, loginCode } from "../helpers/e2e/session";

type Account = { accountId: string; password: string };

// Issue 17: what admins change in /admin reaches users. Each test makes its own content (unique
// titles) and removes it at once, because other specs log in as the same demo accounts in
// parallel: the must-acknowledge notice goes to company 280 only and is deleted as soon as it has
// been acknowledged; the menu item goes to the ADMIN authority, which only `admin` has.
// What reached the server is read from the server (its API), not from the page.

const ADMIN = { accountId: "admin", password: "Demo!2345" } as const; // group admin, company 1
const ADMIN_280 = { accountId: "admin280", password: "Demo!2345" } as const; // company admin, 280
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// Four browser logins and cold page loads: more than the default 45 s on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 90_000 });

interface Envelope<T> {
  result: T;
}

/** An access token of `account` for reading the server's side (API calls, no page). */
async function tokenOf(request: APIRequestContext, account: Account) {
  const code = await loginCode(request, account);
  const res = await request.post("/api/account/token", { data: { code } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as Envelope<{ accessToken: string }>).result.accessToken;
}

async function apiAs<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  init: { method?: string; data?: unknown; locale?: string } = {},
): Promise<T> {
  const res = await request.fetch(path, {
    method: init.method ?? "GET",
    data: init.data,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.locale ? { Cookie: `locale=${init.locale}` } : {}),
    },
  });
  expect(res.ok(), `${init.method ?? "GET"} ${path} -> ${res.status()}`).toBe(true);
  return ((await res.json()) as Envelope<T>).result;
}

async function pageAs(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await login(page, account);
  return page;
}

/** Logged in once for the file: every login is a verification round trip. */
const tokens: Record<string, string> = {};
let admin280: Page;

test.beforeAll(async ({ browser, request }) => {
  for (const account of [ADMIN, ADMIN_280, DEMO_280]) {
    tokens[account.accountId] = await tokenOf(request, account);
  }
  admin280 = await pageAs(browser, ADMIN_280);
});

test.afterAll(() => admin280.context().close());

test("a must-acknowledge notice reaches its company's users only, and its admin sees who read it", async ({
  browser,
  request,
}) => {
  const title = `필독 점검 ${tag}`;
  const admin = admin280;
  await admin.goto("/admin/notices/new");
  await admin.getByRole("textbox", { name: "제목", exact: true }).fill(title);
  await admin.getByRole("textbox", { name: "내용" }).fill("보안 점검에 협조해 주세요.");
  await admin.getByRole("checkbox", { name: "기간 동안 홈에서 팝업으로 보여 주기" }).check();
  await admin.getByLabel("시작").fill("2020-01-01T00:00");
  await admin.getByLabel("종료").fill("2099-12-31T23:00");
  await admin.getByRole("checkbox", { name: /필독/ }).check();
  await admin.getByRole("button", { name: "저장" }).click();
  await expect(admin.getByRole("list", { name: "공지 목록" }).getByText(title)).toBeVisible();

  const adminToken = tokens[ADMIN_280.accountId]!;
  const list = await apiAs<{ items: { id: number; title: string; mustAcknowledge: boolean }[] }>(
    request,
    adminToken,
    "/api/admin/notices?size=100",
  );
  const notice = list.items.find((item) => item.title === title);
  expect(notice?.mustAcknowledge).toBe(true);
  const id = notice!.id;
  try {
    // A user of another company (admin works for company 1 only) has nothing to acknowledge.
    const other = tokens[ADMIN.accountId]!;
    const theirs = await apiAs<{ id: number }[]>(request, other, "/api/notices/pending-ack");
    expect(theirs.map((item) => item.id)).not.toContain(id);

    // A user of company 280 gets it before anything else and must acknowledge it.
    const user = await pageAs(browser, DEMO_280);
    const gate = user.getByRole("dialog", { name: title });
    await expect(gate).toBeVisible();
    await gate.getByRole("button", { name: "읽었습니다" }).click();
    await expect(gate).toBeHidden();

    const reads = await apiAs<{ members: { accountId: string; acknowledgedAt: string | null }[] }>(
      request,
      adminToken,
      `/api/admin/notices/${id}/reads`,
    );
    const read = reads.members.find((member) => member.accountId === DEMO_280.accountId);
    expect(read?.acknowledgedAt).toBeTruthy();
    expect(reads.members.map((member) => member.accountId)).not.toContain(ADMIN.accountId);

    // The admin is a user of 280 too: the notice comes first on the next open for them as well.
    await admin.goto(`/admin/notices/${id}/reads`);
    await admin
      .getByRole("dialog", { name: title })
      .getByRole("button", { name: "읽었습니다" })
      .click();
    const row = admin.getByRole("row", { name: /이서연/ });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText("대기");
  } finally {
    await apiAs(request, adminToken, `/api/admin/notices/${id}`, { method: "DELETE" });
  }
});

test("a billboard switched off disappears from the users' billboards", async ({ request }) => {
  const title = `전광판 ${tag}`;
  const admin = admin280;
  await admin.goto("/admin/billboards/new");
  await admin.getByRole("textbox", { name: "제목", exact: true }).fill(title);
  await admin.getByRole("button", { name: "저장" }).click();
  const toggle = admin.getByRole("switch", { name: `${title} 켜기` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");

  const adminToken = tokens[ADMIN_280.accountId]!;
  const userToken = tokens[DEMO_280.accountId]!;
  const shown = async () =>
    (await apiAs<{ title: string }[]>(request, userToken, "/api/banner/display")).map(
      (billboard) => billboard.title,
    );
  const all = await apiAs<{ id: number; title: string }[]>(
    request,
    adminToken,
    "/api/admin/billboards",
  );
  const id = all.find((billboard) => billboard.title === title)!.id;
  try {
    expect(await shown()).toContain(title);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect.poll(shown).not.toContain(title);
  } finally {
    await apiAs(request, adminToken, `/api/admin/billboards/${id}`, { method: "DELETE" });
  }
});

test("a Work menu item added in four languages reaches an English user in English", async ({
  browser,
  request,
}) => {
  const names = { ko: `위키 ${tag}`, en: `Wiki ${tag}`, zh: `维基 ${tag}`, ja: `ウィキ ${tag}` };
  const admin = await pageAs(browser, ADMIN);
  await admin.goto("/admin/menus");
  await admin.getByLabel("메뉴 권한").selectOption("ADMIN");
  await admin.getByRole("button", { name: "메뉴 추가" }).click();
  const dialog = admin.getByRole("dialog", { name: "메뉴 추가" });
  await dialog.getByRole("textbox", { name: "이름 (한국어)" }).fill(names.ko);
  await dialog.getByRole("textbox", { name: "이름 (영어)" }).fill(names.en);
  await dialog.getByRole("textbox", { name: "이름 (중국어)" }).fill(names.zh);
  await dialog.getByRole("textbox", { name: "이름 (일본어)" }).fill(names.ja);
  await dialog.getByRole("textbox", { name: "주소 (https://)" }).fill("https://wiki.example.com/");
  await dialog.getByRole("button", { name: "적용" }).click();
  await admin.getByRole("button", { name: "저장" }).click();
  await expect(admin.getByText("저장했습니다.")).toBeVisible();

  // `admin` is the demo account with the ADMIN authority: the item is in its own Work list.
  const token = tokens[ADMIN.accountId]!;
  const path = "/api/admin/menus/WORK?companyId=1&authority=ADMIN";
  try {
    const english = await apiAs<{ name: string }[]>(request, token, "/api/menu/WORK", {
      locale: "en",
    });
    expect(english.map((item) => item.name)).toContain(names.en);
    expect(english.map((item) => item.name)).not.toContain(names.ko);
  } finally {
    const items = await apiAs<{ names: { ko: string } }[]>(request, token, path);
    const body = items.map((item) => ({ ...item, deleteFlag: item.names.ko === names.ko }));
    await apiAs(request, token, path, { method: "PUT", data: body });
  }
});
