import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { login } from "../helpers/e2e/session";

// The organisation chart on phones (390 and 320 px wide): results use the whole screen, the
// department path stays on one line, head counts include the teams below, the detail has one-tap
// actions and keeps e-mail addresses whole.

const SEARCH_BOX = "이름, 초성, 부서, 전화번호, 메일 검색";
const count = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

async function openChart(page: Page) {
  await login(page);
  await page.goto("/OrganizationView");
  await expect(page.getByRole("heading", { level: 1, name: "조직도" })).toBeVisible();
}

for (const width of [390, 320]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });
    test.beforeEach(async ({ page }) => openChart(page));

    test("search results fill the screen down to its bottom, with their count", async ({
      page,
    }) => {
      await page.getByRole("combobox", { name: "검색 항목" }).selectOption("department");
      await page.getByRole("combobox", { name: SEARCH_BOX }).fill("팀");
      await page.getByRole("combobox", { name: SEARCH_BOX }).press("Enter");
      const results = page.getByRole("region", { name: "검색 결과" });
      await expect(results.getByRole("button").first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /^50명$/ })).toBeVisible();
      // The bottom of the screen shows a result, not an empty page under a small scroll box.
      const atBottom = await page.evaluate(() => {
        const hit = document.elementFromPoint(window.innerWidth / 2, window.innerHeight - 8);
        return hit?.closest("[role=region]")?.getAttribute("aria-label") ?? null;
      });
      expect(atBottom).toBe("검색 결과");
      // The page scrolls as one down to the last result.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(results.getByRole("button").last()).toBeInViewport();
    });

    test("a headquarters counts the people of its teams, and its members show at once", async ({
      page,
    }) => {
      const hq = page.getByRole("button", { name: /^전략기획본부/ });
      const total = count(await hq.locator("span").nth(1).textContent());
      await hq.click();
      const teams = page.getByRole("region", { name: "하위 부서" }).getByRole("button");
      await expect(teams).toHaveCount(4);
      let sum = 0;
      for (const team of await teams.all())
        sum += count(await team.locator("span").nth(1).textContent());
      // The headquarters' own members (none: "구성원이 없습니다." counts 0).
      const own = page.getByRole("main").getByRole("status");
      await expect(own).not.toHaveText("불러오는 중…");
      sum += count(await own.textContent());
      expect(total).toBeGreaterThan(1);
      expect(total).toBe(sum);
      await expect(
        page.getByRole("region", { name: "부서 구성원" }).getByRole("button").first(),
      ).toBeInViewport();
    });

    test("the breadcrumb stays on one line with each separator beside its item", async ({
      page,
    }) => {
      await page.getByRole("button", { name: /^전략기획본부/ }).click();
      await page.getByRole("button", { name: /^ESG경영팀/ }).click();
      const nav = page.getByRole("navigation", { name: "현재 부서 위치" });
      const items = nav.locator("ol > li");
      await expect(items).toHaveCount(3);
      const tops = await items.evaluateAll((lis) =>
        lis.map((li) => Math.round(li.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      const separatorsBeside = await items.evaluateAll((lis) =>
        lis.slice(0, -1).map((li) => {
          const [item, separator] = Array.from(li.children).map((c) => c.getBoundingClientRect());
          return (
            Math.abs(item!.top + item!.height / 2 - (separator!.top + separator!.height / 2)) < 4
          );
        }),
      );
      expect(separatorsBeside).toEqual([true, true]);
      const current = nav.locator("[aria-current=page]");
      await expect(current).toHaveText("ESG경영팀");
      await expect(current).toBeInViewport({ ratio: 1 });
    });

    test("the member detail: avatar, one-tap actions, a vCard and whole e-mail", async ({
      page,
    }) => {
      await page.getByRole("combobox", { name: SEARCH_BOX }).fill("5678");
      await page.getByRole("combobox", { name: SEARCH_BOX }).press("Enter");
      await page
        .getByRole("region", { name: "검색 결과" })
        .getByRole("button", { name: /홍길동/ })
        .click();
      const detail = page.getByRole("region", { name: "구성원 정보" });
      await expect(detail.getByText("길동", { exact: true })).toBeVisible(); // initials, no photo
      const actions = detail.getByRole("list", { name: "연락하기" });
      await expect(actions.getByRole("link", { name: "전화" })).toHaveAttribute(
        "href",
        "tel:01012345678",
      );
      await expect(actions.getByRole("link", { name: "문자" })).toHaveAttribute(
        "href",
        "sms:01012345678",
      );
      await expect(actions.getByRole("link", { name: "메일" })).toHaveAttribute(
        "href",
        "mailto:gildong.hong@hanbit.example",
      );
      for (const action of await actions.getByRole("listitem").all()) {
        const box = (await action.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
      const download = page.waitForEvent("download");
      await actions.getByRole("button", { name: "연락처 저장" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("홍길동.vcf");
      const card = await readFile((await file.path())!, "utf8");
      expect(card).toContain("BEGIN:VCARD\r\nVERSION:3.0\r\n");
      expect(card).toContain("FN:홍길동\r\n");
      expect(card).toContain("ORG:한빛홀딩스;전략기획팀\r\n");
      expect(card).toContain("TEL;TYPE=CELL,VOICE:010-1234-5678\r\n");
      expect(card).toContain("EMAIL;TYPE=INTERNET:gildong.hong@hanbit.example\r\n");

      // The address is on one line, not cut, inside the screen.
      const mail = detail.getByRole("link", { name: "gildong.hong@hanbit.example" });
      const shape = await mail.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))
          .size;
        const box = a.getBoundingClientRect();
        return { lines, cut: a.scrollWidth > a.clientWidth, right: box.right };
      });
      expect(shape).toEqual({ lines: 1, cut: false, right: expect.any(Number) });
      expect(shape.right).toBeLessThanOrEqual(width);
    });
  });
}
