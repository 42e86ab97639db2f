import { expect, test, type Locator, type Page } from "@playwright/test";
import { loginCode } from "../helpers/e2e/session";

// The edit screens on the built PWA and the real server: reorder Work by dragging a handle and
// Office with the keyboard, add a favorite through the popup, save, and read the saved lists back
// from the server itself (not through the page or its service worker).
// The admin account's lists are edited, in order, so no other test sees them change under it.
const ADMIN = { accountId: "admin", password: "Demo!2345" } as const;
test.describe.configure({ mode: "serial" });

interface Item {
  name: string;
  envType?: string;
}

/** The page's access token, as the app keeps it (IndexedDB gp-auth/tokens). */
function accessToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open("gp-auth");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction("tokens").objectStore("tokens").get("accessToken");
          get.onsuccess = () => resolve(String(get.result));
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

async function serverNames(page: Page, path: string): Promise<string[]> {
  const res = await page.request.get(path, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { result: Item[] }).result;
  return items.filter((item) => item.envType !== "PC").map((item) => item.name);
}

const rowNames = (list: Locator) =>
  list
    .getByRole("listitem")
    .evaluateAll((rows) => rows.map((row) => row.querySelector("span")?.textContent ?? ""));

async function openEditor(page: Page, path: string, listName: string) {
  const code = await loginCode(page.request, ADMIN);
  await page.goto(`/loginSuccess?code=${encodeURIComponent(code)}`);
  await expect(page).not.toHaveURL(/\/(loginSuccess|login)\b/);
  await page.goto(path);
  const list = page.getByRole("list", { name: listName });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  return list;
}

async function saveAndReturn(page: Page, menuId: number) {
  await page.getByRole("button", { name: "완료", exact: true }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "편집이 완료되었습니다." }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/\\?menuId=${menuId}$`));
}

test("Work: a row dragged by its handle moves, and the saved order is the server's", async ({
  page,
}) => {
  const list = await openEditor(page, "/edit/work", "메뉴 순서");
  const before = await rowNames(list);
  expect(before.length).toBeGreaterThan(3);
  const [first, second, third] = before as [string, string, string];

  const handle = await page.getByRole("button", { name: `${third} 이동` }).boundingBox();
  const top = await list.getByRole("listitem").first().boundingBox();
  if (!handle || !top) throw new Error("rows are not laid out");
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, top.y + 4, { steps: 20 });
  await page.mouse.up();

  const expected = [third, first, second, ...before.slice(3)];
  await expect.poll(() => rowNames(list)).toEqual(expected);
  await saveAndReturn(page, 0);
  // admin.spec adds, then removes, a Work item of this account's authority ("위키 <tag>"): should
  // it run meanwhile, that item may come or go. Every other item is exactly the saved order.
  const notAdminSpecs = (names: string[]) => names.filter((name) => !/^위키 \w+$/.test(name));
  expect(notAdminSpecs(await serverNames(page, "/api/menu/WORK"))).toEqual(notAdminSpecs(expected));
});

test("Office: the keyboard moves a row through its handle, and the order is saved", async ({
  page,
}) => {
  const list = await openEditor(page, "/edit/office", "메뉴 순서");
  const before = await rowNames(list);
  const [first, second, third] = before as [string, string, string];

  const handle = page.getByRole("button", { name: `${first} 이동` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByText(`${first}: ${before.length}개 중 3번째`)).toBeAttached();
  await page.keyboard.press("Enter");
  await expect(handle).toHaveAttribute("aria-pressed", "false");
  await expect(handle).toBeFocused();

  const expected = [second, third, first, ...before.slice(3)];
  expect(await rowNames(list)).toEqual(expected);
  await saveAndReturn(page, 1);
  expect(await serverNames(page, "/api/menu/OFFICE")).toEqual(expected);
});

test("Favorites: the popup checks the input, adds the favorite, and Done saves it", async ({
  page,
}) => {
  const list = await openEditor(page, "/edit/favorite", "즐겨찾기 순서");
  const before = await rowNames(list);

  await page.getByRole("button", { name: "추가", exact: true }).click();
  const popup = page.getByRole("dialog", { name: "즐겨찾기 추가" });
  const confirm = popup.getByRole("button", { name: "확인" });
  await confirm.click();
  await expect(popup.getByRole("alert")).toHaveText("텍스트와 URL 형식을 확인해 주세요.");

  const name = popup.getByLabel("이름 (17자 이내)");
  await name.fill("가나다라마바사아자차카타파하가나다라마");
  await expect(name).toHaveValue("가나다라마바사아자차카타파하가나다");
  await popup.getByLabel("URL 주소").fill("javascript:alert(1)");
  await confirm.click();
  await expect(popup.getByRole("alert")).toHaveText("URL 형식을 확인해 주세요.");
  await popup.getByLabel("URL 주소").fill("https://e2e.hanbit.example/");
  await confirm.click();
  await expect(popup).toBeHidden();

  const added = "가나다라마바사아자차카타파하가나다";
  await expect.poll(() => rowNames(list)).toEqual([...before, added]);
  await saveAndReturn(page, 2);
  expect(await serverNames(page, "/api/favorite")).toEqual([...before, added]);
});
