/**
 * A link to a screen, answered with the app's page: its Link header names the screen's chunks and
 * the catalog part of the caller's language (server/lib/route-preloads.ts), from the build's list.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_CHUNKS_FILE, type RouteChunks } from "../../shared/route-chunks";
import { fakeBuild, type FakeBuild } from "../helpers/fake-build";
import { createTestApp, type TestApp } from "../helpers/test-app";

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const LIST: RouteChunks = {
  page: { scripts: ["assets/app-1.js"], styles: ["assets/style-1.css"] },
  routes: [
    { path: "/user", files: ["assets/user-1.js", "assets/Frame-1.js"] },
    { path: "/noticeDetail/$postId", files: ["assets/detail-1.js"] },
    { path: "/OrganizationView", files: ["assets/org-1.js"] },
    { path: "/admin/$", files: ["assets/admin-1.js", "assets/any-1.js"] },
    { path: "/admin/import", files: ["assets/admin-1.js", "assets/import-1.js"] },
  ],
  catalogs: {
    ko: "assets/messages-ko.js",
    ja: "assets/messages-ja.js",
    zh: "assets/messages-zh.js",
  },
};
const PAGE =
  "</assets/app-1.js>; rel=modulepreload, </assets/style-1.css>; rel=preload; as=style; crossorigin";
const preloads = (...files: string[]) =>
  [PAGE, ...files.map((f) => `</${f}>; rel=modulepreload`)].join(", ");

let build: FakeBuild;
let t: TestApp;
const writeList = (text: string) => build.write(ROUTE_CHUNKS_FILE, text);
const open = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: { ...HTML, ...(cookie ? { cookie } : {}) } });

beforeAll(async () => {
  build = await fakeBuild({ "index.html": "<!doctype html><title>shell</title>" });
  t = await createTestApp({ env: { STATIC_DIR: build.dir } });
});
afterAll(async () => {
  await t?.close();
  await build?.remove();
});

describe("the page answering a link", () => {
  it("names nothing while the build has no list, and the screens open as before", async () => {
    const res = await open("/user");
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it("names the linked screen's chunks and the Korean catalog part by default", async () => {
    await writeList(JSON.stringify(LIST));
    const res = await open("/user");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("shell");
    expect(res.headers.link).toBe(
      preloads("assets/user-1.js", "assets/Frame-1.js", "assets/messages-ko.js"),
    );
  });

  it.each([
    ["locale=ja", "assets/messages-ja.js"],
    ["theme=dark; locale=zh-CN", "assets/messages-zh.js"],
    ["locale=en", undefined], // a list without that part names none
    ["locale=%E0%A4%A", "assets/messages-ko.js"],
  ])("takes the catalog part of the locale cookie (%s)", async (cookie, catalog) => {
    const res = await open("/noticeDetail/17?from=push", cookie);
    expect(res.headers.link).toBe(preloads("assets/detail-1.js", ...(catalog ? [catalog] : [])));
  });

  it("matches paths as the router does: any case, a parameter, a name before the rest", async () => {
    expect((await open("/organizationview/")).headers.link).toContain("</assets/org-1.js>");
    expect((await open("/admin/import")).headers.link).toContain("</assets/import-1.js>");
    expect((await open("/admin/import")).headers.link).not.toContain("any-1.js");
    expect((await open("/admin/people/12")).headers.link).toContain("</assets/any-1.js>");
  });

  it.each(["/", "/nowhere", "/user/extra", "/noticeDetail", `/${"a/".repeat(40)}`])(
    "names nothing for %s, which is Main (all in the entry) or no screen",
    async (url) => {
      const res = await open(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers.link).toBeUndefined();
    },
  );

  it("answers API paths with their 404 and no Link header", async () => {
    const res = await open("/api/nowhere");
    expect(res.statusCode).toBe(404);
    expect(res.headers.link).toBeUndefined();
  });

  it("names nothing, and still answers, when the list cannot be read", async () => {
    await writeList(
      '{"routes": [{"path": "/user", "files": ["../../etc/passwd"]}], "catalogs": {}}',
    );
    const res = await open("/user");
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBeUndefined();
  });

  it("follows a new build's list while it runs", async () => {
    await writeList(
      JSON.stringify({ ...LIST, routes: [{ path: "/user", files: ["assets/user-2.js"] }] }),
    );
    expect((await open("/user")).headers.link).toBe(
      preloads("assets/user-2.js", "assets/messages-ko.js"),
    );
  });
});
