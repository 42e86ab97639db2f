/**
 * GET /manifest.webmanifest: the web app manifest in the caller's language (the locale cookie,
 * else Accept-Language, else Korean), marked as varying by both, cached only briefly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeBuild, type FakeBuild } from "../helpers/fake-build";
import { createTestApp, type TestApp } from "../helpers/test-app";

interface Manifest {
  id: string;
  lang: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  display: string;
  icons: { src: string; purpose?: string }[];
  shortcuts: { name: string; short_name: string; description: string; url: string }[];
}

let build: FakeBuild;
let t: TestApp;
beforeAll(async () => {
  // A build that still carries a Korean-only copy must not win over the localized answer.
  build = await fakeBuild({ "manifest.webmanifest": '{"name":"그룹 포털"}' });
  t = await createTestApp({ seed: false, env: { STATIC_DIR: build.dir } });
});
afterAll(async () => {
  await t?.close();
  await build?.remove();
});

async function manifestFor(headers: Record<string, string>) {
  const res = await t.app.inject({ url: "/manifest.webmanifest", headers });
  expect(res.statusCode).toBe(200);
  return { res, manifest: res.json<Manifest>() };
}

const EXPECTED = {
  ko: { name: "그룹 포털", shortcuts: ["업무", "오피스", "즐겨찾기", "조직도"] },
  en: { name: "Group Portal", shortcuts: ["Work", "Office", "Favorites", "Organization chart"] },
  zh: { name: "集团门户", shortcuts: ["工作", "办公", "收藏", "组织架构"] },
  ja: { name: "グループポータル", shortcuts: ["業務", "オフィス", "お気に入り", "組織図"] },
} as const;

describe("GET /manifest.webmanifest", () => {
  it.each(Object.entries(EXPECTED))("speaks %s", async (locale, expected) => {
    const hints: Record<string, string>[] = [
      { cookie: `locale=${locale}` },
      { "accept-language": locale },
    ];
    for (const headers of hints) {
      const { manifest } = await manifestFor(headers);
      expect(manifest).toMatchObject({
        lang: locale,
        name: expected.name,
        short_name: expected.name,
      });
      expect(manifest.description).not.toBe("");
      expect(manifest.shortcuts.map((s) => s.name)).toEqual(expected.shortcuts);
      expect(manifest.shortcuts.map((s) => s.short_name)).toEqual(expected.shortcuts);
      expect(manifest.shortcuts.map((s) => s.url)).toEqual([
        "/?menuId=0",
        "/?menuId=1",
        "/?menuId=2",
        "/OrganizationView",
      ]);
      if (locale !== "ko") expect(JSON.stringify(manifest)).not.toMatch(/[\uac00-\ud7a3]/);
    }
  });

  it("lets the cookie beat Accept-Language and falls back to Korean", async () => {
    const both = await manifestFor({ cookie: "locale=ja", "accept-language": "en" });
    expect(both.manifest.name).toBe("グループポータル");
    const none = await manifestFor({});
    expect(none.manifest).toMatchObject({ lang: "ko", name: "그룹 포털" });
    const unknown = await manifestFor({ "accept-language": "fr-FR" });
    expect(unknown.manifest.lang).toBe("ko");
  });

  it("keeps the install essentials of every language", async () => {
    const { manifest } = await manifestFor({ cookie: "locale=en" });
    expect(manifest).toMatchObject({ id: "/", start_url: "/", display: "standalone" });
    const purposes = manifest.icons.map((icon) => icon.purpose ?? "any");
    expect(purposes).toEqual(expect.arrayContaining(["any", "maskable", "monochrome"]));
  });

  it("varies by cookie and Accept-Language and is cached only briefly", async () => {
    const { res } = await manifestFor({ cookie: "locale=en" });
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const vary = String(res.headers.vary)
      .toLowerCase()
      .split(/\s*,\s*/);
    expect(vary).toEqual(expect.arrayContaining(["cookie", "accept-language"]));
    const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers["cache-control"]))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });
});
