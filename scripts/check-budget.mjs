#!/usr/bin/env node
// The home route's initial JS budget (DESIGN section 9: <= 110 KB gzip), checked on the build in
// STATIC_DIR (default dist/). "Initial" is what a cold visit to / must download before home can
// paint: the scripts index.html loads (home is part of the entry: src/routes/_authenticated/
// index.tsx), every chunk those import statically, home's own chunk and its imports should the
// route be split again. The shell parts of the four catalogs (vite/catalog-split.ts) are in the
// entry (src/lib/i18n.ts). Chunks the page imports dynamically after the first paint (popups,
// edit screens, framer-motion, dayjs, the catalog's later part) are not counted.
// It also fails when an initial chunk uses a message that only the later part of the catalog has
// (the first paint would show an untranslated text).
// Prints one line per chunk and the total; exits 1 on either problem.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 110 * 1000;
// Where the route plugin would put home's loader and component, were they split (vite.config.ts).
const HOME_ROUTE = "src/routes/_authenticated/index.tsx?tsr-split=component---loader";
const LATER_CATALOG = "locales/ko/messages.po?later";

const dist = process.env.STATIC_DIR ?? "dist";
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const html = readFileSync(join(dist, "index.html"), "utf8");

const files = new Set();
for (const [, file] of html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)) files.add(file);

/** Adds a manifest entry's file and, recursively, the files it imports statically. */
function addWithImports(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${dist}/.vite/manifest.json`);
  if (visited.has(key)) return;
  visited.add(key);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(imported);
}
const visited = new Set();
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
for (const file of [...files]) if (keyOfFile.has(file)) addWithImports(keyOfFile.get(file));
if (manifest[HOME_ROUTE]) addWithImports(HOME_ROUTE);

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
console.log(
  `home route initial JS: ${kb(total).trim()} KB gzip (${total} bytes), ${verdict} the ${BUDGET_BYTES / 1000} KB budget`,
);

// Compiled messages are referenced by their id as a string literal (`MllmqY`, "MllmqY").
const laterChunk = readFileSync(join(dist, manifest[LATER_CATALOG].file), "utf8");
const laterIds = [...laterChunk.matchAll(/"([^"\\]+)":\[/g)].map((match) => match[1]);
const initialCode = [...files].map((file) => readFileSync(join(dist, file), "utf8")).join("\n");
const misplaced = laterIds.filter((id) =>
  ["`", '"', "'"].some((quote) => initialCode.includes(`${quote}${id}${quote}`)),
);
if (misplaced.length > 0) {
  console.log(
    `messages used by the first paint but only in the catalog's later part: ${misplaced.join(", ")}` +
      " (shorten LATER_SOURCES in vite/catalog-split.ts)",
  );
}
process.exit(total <= BUDGET_BYTES && misplaced.length === 0 ? 0 : 1);
