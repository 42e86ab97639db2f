/**
 * scripts/carry-assets.mjs, step 2 of the rolling deploy (docs/operations.md): which files a new
 * build gets from the previous one, over three deploys in a row.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build directory whose assets/ holds `files` (name -> content). */
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "carry-assets-"));
  dirs.push(dir);
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, "assets", name), content);
  return dir;
}

const carry = (previous: string, next: string) =>
  spawnSync(process.execPath, ["scripts/carry-assets.mjs", previous, next], { encoding: "utf8" });
const assets = (dir: string) => readdirSync(join(dir, "assets")).sort();
const carriedList = (dir: string) =>
  readFileSync(join(dir, ".vite", "carried-assets.txt"), "utf8")
    .split("\n")
    .filter(Boolean);

describe("carry-assets", () => {
  it("copies the previous build's files that the new one lacks, and never overwrites", () => {
    const n = build({ "app-N.js": "n", "user-N.js": "n", "shared-X.css": "from N" });
    const n1 = build({ "app-M.js": "m", "shared-X.css": "from N+1" });
    const result = carry(n, n1);
    expect(result.status, result.stderr).toBe(0);
    expect(assets(n1)).toEqual(["app-M.js", "app-N.js", "shared-X.css", "user-N.js"]);
    expect(readFileSync(join(n1, "assets", "shared-X.css"), "utf8")).toBe("from N+1");
    expect(carriedList(n1)).toEqual(["app-N.js", "user-N.js"]);
  });

  it("keeps two builds at most: what N carried from N-1 does not reach N+1", () => {
    const previous = build({ "app-P.js": "p" });
    const n = build({ "app-N.js": "n" });
    const n1 = build({ "app-M.js": "m" });
    expect(carry(previous, n).status).toBe(0);
    expect(carry(n, n1).status).toBe(0);
    expect(assets(n1)).toEqual(["app-M.js", "app-N.js"]);
    // Running step 2 again changes nothing and keeps the list.
    expect(carry(n, n1).status).toBe(0);
    expect(carriedList(n1)).toEqual(["app-N.js"]);
  });

  it("exits 1 when a directory has no assets/, so a typo cannot drop the old files silently", () => {
    const n1 = build({ "app-M.js": "m" });
    const result = carry(join(n1, "no-such-build"), n1);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("does not exist");
  });
});
