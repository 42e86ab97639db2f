import { expect, test, type Response } from "@playwright/test";
import { storedTokens } from "../helpers/e2e/secret-watch";
import { login } from "../helpers/e2e/session";
import { claimsOf } from "../helpers/tokens";

// A company switch ends the old token family on the server before its answer reaches the phone.
// A request answered 401 in that gap must wait for the new pair instead of ending the session:
// another tab's, as here, or this tab's own (its poll of pending acknowledgements did, on the old
// build). The tabs share one token store, so either used to sign both out.

// The pages' own requests, so the route below sees the switch (no worker in between).
test.use({ serviceWorkers: "block" });

const SWITCH = "/api/token/reissuance/280";
const refusedApiCall = (response: Response) =>
  new URL(response.url()).pathname.startsWith("/api/") && response.status() === 401;

test("a second tab answered 401 while the switch's answer is on its way stays signed in", async ({
  page,
  context,
}) => {
  await login(page);
  await page.goto("/selectCompany");
  let familyEnded!: () => void;
  const ended = new Promise<void>((resolve) => (familyEnded = resolve));
  let letAnswer!: () => void;
  const answerHeld = new Promise<void>((resolve) => (letAnswer = resolve));
  await page.route(`**${SWITCH}`, async (route) => {
    const response = await route.fetch(); // the server has switched and ended the old family
    familyEnded();
    await answerHeld;
    await route.fulfill({ response });
  });
  await page.getByRole("radio", { name: "한빛테크" }).check();
  await page.getByRole("button", { name: "선택", exact: true }).click();
  await ended;

  const other = await context.newPage();
  const refusedWhileHeld = other.waitForResponse(refusedApiCall);
  await other.goto("/");
  // The old token, refused by the server while the first tab waits for its answer; or, where a
  // 401 ends the session at once, the sign-in page instead.
  const left = other.waitForURL((url) => url.pathname !== "/");
  const first = await Promise.race([
    refusedWhileHeld.then(() => "refused"),
    left.then(() => "left"),
  ]);
  letAnswer();

  await expect(page).toHaveURL(/\/$/);
  await expect(other.getByRole("heading", { level: 1, name: "홈" })).toBeVisible();
  await expect(
    other
      .getByRole("tabpanel")
      .getByRole("link", { name: /^전자결재/ })
      .first(),
  ).toBeVisible();
  expect(new URL(other.url()).pathname).toBe("/");
  expect(first, "the second tab's old token was refused during the switch").toBe("refused");
  const token = (await storedTokens(other)).accessToken;
  expect(token && claimsOf(token).companyId).toBe(280);
});
