import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { launchProfile } from "../helpers/e2e/offline-server";
import { login } from "../helpers/e2e/session";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string }[];
}

/** Width and height from a PNG's IHDR chunk; fails unless the body is a PNG. */
async function pngSize(request: APIRequestContext, src: string) {
  const res = await request.get(src);
  expect(res.status(), src).toBe(200);
  const bytes = await res.body();
  expect(bytes.subarray(0, 8).toString("hex"), `${src} is a PNG`).toBe("89504e470d0a1a0a");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("Chromium reports the app installable", async ({ baseURL }) => {
  // A profile on disk: Chromium never offers installation in an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), "portal-install-profile-"));
  const browser = await launchProfile(profile, baseURL!);
  try {
    const page = await browser.newPage();
    await login(page);
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await browser.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors)
      .toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the manifest speaks the locale cookie's language, also offline, and stays installable", async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const profile = mkdtempSync(join(tmpdir(), "portal-install-profile-"));
  const browser = await launchProfile(profile, baseURL!);
  try {
    await browser.addCookies([{ name: "locale", value: "ja", url: baseURL! }]);
    const page = await browser.newPage();
    await login(page);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload(); // the worker controls the page: the manifest now goes through it
    const cdp = await browser.newCDPSession(page);
    const appManifest = async () => {
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.errors).toEqual([]);
      return JSON.parse(manifest.data ?? "{}") as Manifest;
    };
    await expect.poll(async () => (await appManifest()).name).toBe("グループポータル");
    const online = await appManifest();
    expect(online.lang).toBe("ja");
    expect(online.shortcuts.map((shortcut) => shortcut.name)).toEqual([
      "業務",
      "オフィス",
      "お気に入り",
      "組織図",
    ]);

    await browser.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "ホーム" })).toBeVisible();
    await expect.poll(async () => (await appManifest()).name).toBe("グループポータル");
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors)
      .toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the manifest: Korean name, standalone at /, real icons, the four shortcuts", async ({
  request,
}) => {
  const res = await request.get("/manifest.webmanifest");
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: "/",
    name: "그룹 포털",
    short_name: "그룹 포털",
    lang: "ko",
    start_url: "/",
    scope: "/",
    display: "standalone",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const byPurpose = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? "any").split(" ").includes(purpose));
  for (const [purpose, size] of [
    ["any", "192x192"],
    ["any", "512x512"],
    ["maskable", "512x512"],
    ["monochrome", "512x512"],
  ] as const) {
    const icon = byPurpose(purpose).find((candidate) => candidate.sizes === size);
    expect(icon, `${purpose} ${size} icon`).toBeDefined();
    expect(await pngSize(request, icon!.src)).toBe(size);
  }

  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ["업무", "/?menuId=0"],
    ["오피스", "/?menuId=1"],
    ["즐겨찾기", "/?menuId=2"],
    ["조직도", "/OrganizationView"],
  ]);
});

test("the dark theme colour is declared for dark mode", async ({ page }) => {
  await login(page);
  await page.goto("/");
  const dark = page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]');
  await expect(dark).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
});
