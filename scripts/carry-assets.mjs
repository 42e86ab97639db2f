#!/usr/bin/env node
// Rolling deploy, step 2 (docs/operations.md "Rolling deploy"): copies the hashed files of the
// build the nodes serve now into the new build's assets/ before any node switches, so that a page
// still running the old build finds its lazily loaded chunks on a node that serves the new one.
//
//   node scripts/carry-assets.mjs PREVIOUS_STATIC_DIR NEW_STATIC_DIR
//
// - Only PREVIOUS's own files are carried: the ones PREVIOUS itself carried from the build before
//   it (listed in PREVIOUS/.vite/carried-assets.txt) are left behind, so assets/ holds two builds
//   at most and does not grow with every deploy.
// - A file already in NEW is never overwritten: a hashed name means the same content.
// - The carried names go to NEW/.vite/carried-assets.txt (a dot directory: never served).
// Exits 1 when either directory has no assets/ (a typo must not make a deploy drop old assets).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";

const [previous, next] = process.argv.slice(2);
if (!previous || !next) {
  console.error("usage: node scripts/carry-assets.mjs PREVIOUS_STATIC_DIR NEW_STATIC_DIR");
  process.exit(2);
}
for (const dir of [previous, next]) {
  if (!existsSync(join(dir, "assets"))) {
    console.error(`carry-assets: ${join(dir, "assets")} does not exist`);
    process.exit(1);
  }
}

const listFile = (dir) => join(dir, ".vite", "carried-assets.txt");
const listed = (dir) =>
  existsSync(listFile(dir)) ? readFileSync(listFile(dir), "utf8").split("\n").filter(Boolean) : [];

const alreadyCarried = new Set(listed(previous));
const present = new Set(readdirSync(join(next, "assets")));
const carried = [];
for (const name of readdirSync(join(previous, "assets"))) {
  if (alreadyCarried.has(name) || present.has(name)) continue;
  copyFileSync(join(previous, "assets", name), join(next, "assets", name));
  carried.push(name);
}
// Re-running the step keeps what an earlier run carried.
const all = [...new Set([...listed(next), ...carried])].sort();
mkdirSync(join(next, ".vite"), { recursive: true });
writeFileSync(listFile(next), all.length ? `${all.join("\n")}\n` : "");
console.log(`carry-assets: ${carried.length} files of ${previous} carried into ${next}/assets`);
