import { expect, test, type Route } from "@playwright/test";
import { HOME_TEXTS } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// On a slow network Main's later parts (the chunk with the footer's logout and the handover) come
// well after the lists. The footer's copyright line is painted with the lists (it is the largest
// text on the first screen); its two controls keep their place unseen, so that nobody taps a
// logout that does nothing, and appear when their chunk arrives. The service worker is blocked:
// with it, the chunk would come from the device.

const text = HOME_TEXTS.ko;

test.use({ serviceWorkers: "block" });

test("the footer's copyright shows with the lists; its logout appears with the late chunk", async ({
  page,
}) => {
  await login(page);
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  const held: Route[] = [];
  await page.route("**/assets/deferred-*.js", (route) => void held.push(route));
  await page.reload();

  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2022 Group Portal");
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(footer.getByRole("button", { name: "로그아웃" })).toBeHidden();
  const box = await footer.boundingBox();

  for (const route of held) await route.continue();
  await page.unroute("**/assets/deferred-*.js");
  await expect(footer.getByRole("button", { name: "로그아웃" })).toBeVisible();
  expect(await footer.boundingBox()).toEqual(box);
});
