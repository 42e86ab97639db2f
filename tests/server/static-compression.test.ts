/**
 * The build's precompressed copies (vite/precompress.ts) served by Accept-Encoding, with the
 * caching rules of static-files.ts, on a temporary STATIC_DIR with a fake build.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../vite/precompress";
import { fakeBuild, type FakeBuild } from "../helpers/fake-build";
import { createTestApp, type TestApp } from "../helpers/test-app";

const ASSET = "/assets/index-3f9a1c.js";
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
const SHELL = `<!doctype html><title>Group Portal shell</title>${"<meta name=x content=y>".repeat(80)}`;
const WORKER = `self.addEventListener("fetch", () => {});${" // precache".repeat(200)}`;

let build: FakeBuild;
let t: TestApp;

beforeAll(async () => {
  build = await fakeBuild({ [ASSET]: SCRIPT, "index.html": SHELL, "sw.js": WORKER });
  await precompressDirectory(build.dir);
  t = await createTestApp({ env: { STATIC_DIR: build.dir } });
});
afterAll(async () => {
  await t?.close();
  await build?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: "text/html,*/*;q=0.8", ...headers } });

describe("precompressed static files", () => {
  it("sends brotli to a browser that takes br and gzip, decoding to the file", async () => {
    const res = await get(ASSET, { "accept-encoding": "br, gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip to a client that takes only gzip", async () => {
    const res = await get(ASSET, { "accept-encoding": "gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the file itself to a client that takes neither", async () => {
    const asked: Record<string, string>[] = [{}, { "accept-encoding": "identity" }];
    for (const headers of asked) {
      const res = await get(ASSET, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body).toBe(SCRIPT);
    }
  });

  it.each(["br, gzip", "gzip", "identity"])(
    "says it varies by Accept-Encoding (%s)",
    async (enc) => {
      const res = await get(ASSET, { "accept-encoding": enc });
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
    },
  );

  it("keeps hashed assets a year in every encoding", async () => {
    for (const enc of ["br", "gzip", "identity"]) {
      const res = await get(ASSET, { "accept-encoding": enc });
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("revalidates index.html, the shell of a route and sw.js, compressed as well", async () => {
    for (const url of ["/", "/index.html", "/schedule", "/sw.js"]) {
      const res = await get(url, { "accept-encoding": "br, gzip" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      const expected = url === "/sw.js" ? WORKER : SHELL;
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(expected);
    }
  });

  it("answers 304 to If-None-Match and If-Modified-Since, per encoding", async () => {
    for (const [url, enc] of [
      [ASSET, "br, gzip"],
      [ASSET, "gzip"],
      ["/sw.js", "br"],
      ["/index.html", "identity"],
    ] as const) {
      const first = await get(url, { "accept-encoding": enc });
      const etag = String(first.headers.etag);
      const byTag = await get(url, { "accept-encoding": enc, "if-none-match": etag });
      expect(byTag.statusCode, `${url} ${enc}`).toBe(304);
      expect(byTag.rawPayload.length).toBe(0);
      const byDate = await get(url, {
        "accept-encoding": enc,
        "if-modified-since": String(first.headers["last-modified"]),
      });
      expect(byDate.statusCode, `${url} ${enc}`).toBe(304);
    }
    const br = await get(ASSET, { "accept-encoding": "br" });
    const gz = await get(ASSET, { "accept-encoding": "gzip" });
    expect(br.headers.etag).not.toBe(gz.headers.etag);
  });
});
