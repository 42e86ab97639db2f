/** The built PWA and the history-mode fallback, on a temporary STATIC_DIR with a fake build. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_BUILT_MESSAGE } from "../../server/plugins/static-files";
import { fakeBuild, type FakeBuild } from "../helpers/fake-build";
import { createTestApp, type TestApp } from "../helpers/test-app";

const SHELL = "<!doctype html><title>Group Portal shell</title>";
const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

let build: FakeBuild;
let t: TestApp;

beforeAll(async () => {
  build = await fakeBuild({
    "index.html": SHELL,
    "sw.js": "self.addEventListener('fetch', () => {});",
    "assets/index-3f9a1c.js": "console.log(1)",
    ".env": "SECRET=1",
    "assets/.env": "SECRET=2",
  });
  t = await createTestApp({ env: { STATIC_DIR: build.dir } });
});
afterAll(async () => {
  await t?.close();
  await build?.remove();
});

describe("static files", () => {
  it("serves index.html at / and revalidates it on every use", async () => {
    const res = await t.app.inject({ url: "/", headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("caches hashed assets for a year and revalidates sw.js", async () => {
    const asset = await t.app.inject({ url: "/assets/index-3f9a1c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const worker = await t.app.inject({ url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
  });

  it("does not serve dotfiles", async () => {
    const res = await t.app.inject({ url: "/.env" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("SECRET");
  });

  it.each(["/assets/.env", "/assets/..%2F.env", "/assets/%2e%2e%2F.env", "/assets/a%00.js"])(
    "sends nothing outside the asset names for %s",
    async (url) => {
      const res = await t.app.inject({ url });
      expect([400, 403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain("SECRET");
    },
  );
});

describe("SPA fallback", () => {
  it.each(["/schedule", "/noticeDetail/17", "/a/deep/unknown/path?x=1", "/login"])(
    "answers %s with the shell",
    async (url) => {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toBe(SHELL);
    },
  );

  it.each(["/api/nope", "/cas/whatever", "/dev/none", "/assets/missing-123.js"])(
    "never answers %s with the shell",
    async (url) => {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("Group Portal shell");
      expect(res.json()).toMatchObject({ status: 404, code: "NOT_FOUND" });
    },
  );

  it("serves the shell only to navigations that accept HTML", async () => {
    const json = await t.app.inject({ url: "/schedule", headers: { accept: "application/json" } });
    expect(json.statusCode).toBe(404);
    const post = await t.app.inject({ method: "POST", url: "/schedule", headers: HTML });
    expect(post.statusCode).toBe(404);
  });
});

describe("without a build", () => {
  it("answers navigations with 503 and a hint instead of crashing", async () => {
    const empty = await fakeBuild();
    const missing = path.join(empty.dir, "does-not-exist");
    try {
      for (const staticDir of [empty.dir, missing]) {
        const app = await createTestApp({ env: { STATIC_DIR: staticDir } });
        try {
          for (const url of ["/", "/schedule"]) {
            const res = await app.app.inject({ url, headers: HTML });
            expect(res.statusCode).toBe(503);
            expect(res.body).toBe(NOT_BUILT_MESSAGE);
            expect(res.body).toContain("npm run build");
          }
          expect((await app.app.inject({ url: "/api/nope" })).statusCode).toBe(404);
          expect((await app.app.inject({ url: "/healthz" })).statusCode).toBe(200);
        } finally {
          await app.close();
        }
      }
    } finally {
      await empty.remove();
    }
  });
});
