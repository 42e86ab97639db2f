import { expect, test, type Page } from "@playwright/test";
import { login } from "../helpers/e2e/session";

// The organisation chart on the real server and demo data: 홍길동 (demo, company 1) is found by
// 초성 through the suggestions and by the last four digits of his mobile through the result list;
// the detail shows the spec's labels of its filled fields with working tel: and mailto: links.

const CAP_HINT = "처음 50명까지만 표시합니다. 검색어를 더 입력해 범위를 좁혀 보세요.";

async function expectHongDetail(page: Page) {
  const detail = page.getByRole("region", { name: "구성원 정보" });
  await expect(detail.getByRole("heading", { name: "홍길동" })).toBeVisible();
  // His company-1 job has no 직책 ("-"): that row is left out, every filled one is there.
  await expect(detail.getByRole("term")).toHaveText([
    "이름",
    "ID",
    "부서",
    "직위",
    "휴대전화",
    "메일",
    "생일",
    "사내전화",
    "담당 업무",
  ]);
  await expect(detail.getByRole("link", { name: "010-1234-5678" })).toHaveAttribute(
    "href",
    "tel:01012345678",
  );
  await expect(detail.getByRole("link", { name: "gildong.hong@hanbit.example" })).toHaveAttribute(
    "href",
    "mailto:gildong.hong@hanbit.example",
  );
  // Every job, the primary one first.
  const jobs = detail.getByRole("list", { name: "겸직 정보" }).getByRole("listitem");
  await expect(jobs.first()).toContainText("한빛홀딩스");
  await expect(jobs.nth(1)).toContainText("한빛테크");
}

test.beforeEach(async ({ page }) => {
  await login(page);
  await page.goto("/OrganizationView");
  await expect(page.getByRole("heading", { level: 1, name: "조직도" })).toBeVisible();
});

test("finds a person by 초성 through the suggestions and opens the detail", async ({ page }) => {
  await page
    .getByRole("combobox", { name: "이름, 초성, 부서, 전화번호, 메일 검색" })
    .fill("ㅎㄱㄷ");
  const suggestion = page.getByRole("option", { name: /홍길동/ });
  await expect(suggestion.first()).toBeVisible();
  await suggestion.first().click();
  await expectHongDetail(page);
});

test("finds a person by the last four phone digits and opens the detail", async ({ page }) => {
  await page.getByRole("combobox", { name: "이름, 초성, 부서, 전화번호, 메일 검색" }).fill("5678");
  await page
    .getByRole("combobox", { name: "이름, 초성, 부서, 전화번호, 메일 검색" })
    .press("Enter");
  const results = page.getByRole("region", { name: "검색 결과" });
  await expect(results.getByRole("button", { name: /홍길동/ })).toBeVisible();
  await expect(page.getByText(CAP_HINT)).toHaveCount(0); // a short list is complete
  await results.getByRole("button", { name: /홍길동/ }).click();
  await expectHongDetail(page);
  await page.getByRole("button", { name: "목록으로" }).click();
  await expect(results.getByRole("button", { name: /홍길동/ })).toBeVisible();
});

test("drills down through the departments with a breadcrumb", async ({ page }) => {
  await page.getByRole("button", { name: /^전략기획본부/ }).click();
  await page.getByRole("button", { name: /^전략기획팀/ }).click();
  const crumbs = page.getByRole("navigation", { name: "현재 부서 위치" }).getByRole("listitem");
  await expect(crumbs).toHaveText(["한빛홀딩스›", "전략기획본부›", "전략기획팀"]);
  await expect(crumbs.last().locator("[aria-current=page]")).toHaveText("전략기획팀");
  await expect(
    page.getByRole("region", { name: "부서 구성원" }).getByRole("button", { name: /홍길동/ }),
  ).toBeInViewport();
  // Back is one step up the chart.
  await page.goBack();
  await expect(page.locator("nav [aria-current=page]")).toHaveText("전략기획본부");
});

test("a search the server cuts at 50 members says so under the results", async ({ page }) => {
  // Every team of company 1 has "팀" in its name: far more than 50 members match.
  await page.getByRole("combobox", { name: "검색 항목" }).selectOption("department");
  const box = page.getByRole("combobox", { name: "이름, 초성, 부서, 전화번호, 메일 검색" });
  await box.fill("팀");
  await box.press("Enter");
  const results = page.getByRole("region", { name: "검색 결과" });
  await expect(results.getByRole("button").first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "50명" })).toBeVisible();
  await expect(page.getByText(CAP_HINT)).toBeVisible();
});
