import { expect, test, type Page } from "@playwright/test";
import { billboardDialog, HOME_TEXTS, noticeDialog } from "../helpers/e2e/portal";
import { login } from "../helpers/e2e/session";

// A Korean page names its Korean faces first (src/styles/global.css), so its Hangul and the Latin
// letters and digits among it are drawn in one face. Before, the system's UI face came first and
// lacks Hangul: every run of Korean text went through Chromium's per-character fallback, which on
// Linux asks the browser process (docs/performance.md, "The page's faces"). The machine's Korean
// face is whichever of the named ones it has (the test run installs fonts-nanum when it has none).

/** Each face the page drew text in, with its glyph count, from Chromium's own layout (CDP). */
async function facesDrawn(page: Page): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: "body *",
  });
  const faces = new Map<string, number>();
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const font of fonts)
      faces.set(font.familyName, (faces.get(font.familyName) ?? 0) + font.glyphCount);
  }
  await cdp.detach();
  return faces;
}

test("home in Korean draws its Hangul, Latin and digits in one face", async ({ page }) => {
  await login(page);
  for (const dialog of [billboardDialog(page), noticeDialog(page)])
    await dialog.getByRole("button", { name: HOME_TEXTS.ko.confirm, exact: true }).click();
  await expect(page.getByRole("contentinfo")).toContainText("© 2022");
  const faces = await facesDrawn(page);
  expect([...faces.values()].reduce((sum, count) => sum + count, 0)).toBeGreaterThan(200);
  expect([...faces.keys()]).toHaveLength(1);
});
