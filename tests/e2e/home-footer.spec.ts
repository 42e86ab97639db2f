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

interface Paint {
  type: string;
  at: number;
  /** Of a largest paint's candidate: its area, and its text while it is in the page. */
  size?: number;
  text?: string;
}

/** In the page: its first contentful paint and the largest paint's candidates, as they come. */
function recordPaints() {
  const paints: Paint[] = [];
  (window as unknown as { paints: Paint[] }).paints = paints;
  const record = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries()) {
      const candidate = entry as PerformanceEntry & { element?: Element | null; size?: number };
      paints.push({
        type: entry.name || entry.entryType,
        at: entry.startTime,
        size: candidate.size,
        text: candidate.element?.textContent?.slice(0, 20),
      });
    }
  };
  new PerformanceObserver(record).observe({ type: "paint", buffered: true });
  new PerformanceObserver(record).observe({ type: "largest-contentful-paint", buffered: true });
}

// The copyright line is the largest text on Main's first screen, painted with the lists. Main used
// to swap that footer for copies (Suspense's fallback when the later parts started, then the one
// with the controls), and the browser counted the largest paint from a copy: two frames later,
// after the later parts' first requests, which Lighthouse then counted in LCP (about half of the
// visits); or not at all when the copies came before the first frame was on screen.
test("Main's largest paint is the copyright line of its first contentful paint", async ({
  page,
}) => {
  await login(page);
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  await page.addInitScript(recordPaints);
  const footer = page.getByRole("contentinfo");
  for (let visit = 1; visit <= 4; visit++) {
    await page.reload();
    // The later parts are in: the footer has its controls.
    await expect(footer.getByRole("button", { name: "로그아웃" })).toBeVisible();
    const paints = await page.evaluate(() => (window as unknown as { paints: Paint[] }).paints);
    const firstContentful = paints.find((paint) => paint.type === "first-contentful-paint");
    const largest = paints.filter((paint) => paint.type === "largest-contentful-paint").at(-1);
    // The footer stays the same element, so the entry still names it.
    expect(largest?.text, `visit ${visit}: ${JSON.stringify(paints)}`).toContain("© 2022");
    expect(largest?.at, `visit ${visit}: ${JSON.stringify(paints)}`).toBe(firstContentful?.at);
  }
});

// The logo and the thumbnail are sized boxes the largest paint does not wait for. In the viewport,
// the browser raised them to high priority, level with the list's answer and Main's code.
test("Main's header asks for its logo and thumbnail at low priority", async ({ page }) => {
  await login(page);
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.clearBrowserCache");
  const priorities = new Map<string, { path: string; priority: string }>();
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => {
    const path = new URL(request.url).pathname;
    if (/^\/images\/(logos|avatars)\//.test(path))
      priorities.set(requestId, { path, priority: request.initialPriority });
  });
  cdp.on("Network.resourceChangedPriority", ({ requestId, newPriority }) => {
    const seen = priorities.get(requestId);
    if (seen) seen.priority = newPriority;
  });
  await page.reload();
  await expect(page.getByRole("link", { name: text.firstWork })).toBeVisible();
  await expect(page.locator("header img")).toHaveCount(2);
  await expect
    .poll(() =>
      page
        .locator("header img")
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  const asked = [...priorities.values()].sort((a, b) => a.path.localeCompare(b.path));
  expect(asked.map(({ path }) => path)).toEqual([
    "/images/avatars/default.svg",
    "/images/logos/HANBIT.svg",
  ]);
  expect(asked.map(({ priority }) => priority)).toEqual(["Low", "Low"]);
});
