#!/usr/bin/env node
// The home route's initial JS budget (DESIGN section 9: <= 125 KB gzip), checked on the build in
// STATIC_DIR (default dist/). "Initial" is what a cold visit to / must download before home can
// paint: the scripts index.html loads, the home route's component chunk, every chunk those import
// statically, and the default (Korean) message catalog. Chunks the page imports dynamically after
// the first paint (popups, edit screens, framer-motion, dayjs) are not counted.
// Prints one line per chunk and the total; exits 1 when the total is over budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 125 * 1000;
const HOME_ROUTE = "src/routes/_authenticated/index.tsx?tsr-split=component";
const DEFAULT_CATALOG = "locales/ko/messages.po";

const dist = process.env.STATIC_DIR ?? "dist";
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const html = readFileSync(join(dist, "index.html"), "utf8");

const files = new Set();
for (const [, file] of html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)) files.add(file);

/** Adds a manifest entry's file and, recursively, the files it imports statically. */
function addWithImports(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${dist}/.vite/manifest.json`);
  if (files.has(chunk.file) && key !== HOME_ROUTE) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(imported);
}
addWithImports(HOME_ROUTE);
addWithImports(DEFAULT_CATALOG);

let total = 0;
const rows = [...files].map((file) => {
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzip;
  return { file, gzip };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(6);
for (const { file, gzip } of rows) console.log(`${kb(gzip)} KB  ${file}`);
const verdict = total <= BUDGET_BYTES ? "within" : "OVER";
console.log(`home route initial JS: ${kb(total).trim()} KB gzip, ${verdict} the 125 KB budget`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
