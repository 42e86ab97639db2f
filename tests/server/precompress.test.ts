/** The build step that writes .br and .gz copies beside the compressible files (vite/precompress.ts). */
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIN_BYTES, precompressDirectory } from "../../vite/precompress";

const TEXT = "const menu = { name: '전자결재' };\n".repeat(100);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "gp-precompress-"));
  await mkdir(path.join(dir, "assets"));
  await mkdir(path.join(dir, ".vite"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const put = (name: string, data: string | Buffer) => writeFile(path.join(dir, name), data);
const listing = async () =>
  (await readdir(dir, { recursive: true })).map((name) => name.split(path.sep).join("/")).sort();

describe("precompressDirectory", () => {
  it("writes brotli and gzip copies that decode to each text file", async () => {
    for (const name of ["assets/app-1a2b.js", "assets/app-1a2b.css", "index.html", "sw.js"])
      await put(name, TEXT);
    await put("icon.svg", `<svg>${"<path d='M0 0'/>".repeat(100)}</svg>`);
    await put("data.json", JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i }))));
    await precompressDirectory(dir);
    const names = await listing();
    for (const name of ["assets/app-1a2b.js", "assets/app-1a2b.css", "index.html", "sw.js"]) {
      expect(names).toContain(`${name}.br`);
      expect(names).toContain(`${name}.gz`);
      const br = await readFile(path.join(dir, `${name}.br`));
      expect(br.length).toBeLessThan(TEXT.length / 5);
      expect(brotliDecompressSync(br).toString()).toBe(TEXT);
      expect(gunzipSync(await readFile(path.join(dir, `${name}.gz`))).toString()).toBe(TEXT);
    }
    expect(names).toEqual(expect.arrayContaining(["icon.svg.br", "data.json.gz"]));
  });

  it("leaves small files, binary formats, incompressible data and dot folders alone", async () => {
    await put("small.js", "x".repeat(MIN_BYTES - 1));
    await put("icon.png", TEXT);
    await put("font.woff2", TEXT);
    await put(".vite/manifest.json", TEXT);
    // Random bytes do not shrink: a copy would only be larger.
    await put(
      "noise.txt",
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );
    await precompressDirectory(dir);
    expect((await listing()).filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });

  it("removes a copy left by an earlier build when the file no longer gets one", async () => {
    await put("index.html", TEXT);
    await precompressDirectory(dir);
    await put("index.html", "<!doctype html>");
    await precompressDirectory(dir);
    expect(await listing()).not.toContain("index.html.br");
    expect(await listing()).not.toContain("index.html.gz");
  });
});
