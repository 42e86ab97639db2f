#!/usr/bin/env node
// No lazily loaded chunk of the build in STATIC_DIR (default dist/) waits behind a chain of chunks:
// each names, in its own import declarations, every chunk it needs beyond the entry
// (vite/hoist-transitive-imports.ts). The browser asks for a module's imports only once it has
// parsed the module, so a chunk imported by a chunk came one round trip after the screen's other
// code (on a slow network, about a tenth of the time to a screen opened by a link).
// Read from the files the browser loads, not from Vite's manifest. Exits 1 listing each chain.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const dist = process.env.STATIC_DIR ?? "dist";
const assets = join(dist, "assets");
const html = readFileSync(join(dist, "index.html"), "utf8");
const entries = new Set([...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));

const code = new Map(
  readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => [file, readFileSync(join(assets, file), "utf8")]),
);
// Static: `import"./a.js"`, `import{x}from"./a.js"`, `export{x}from"./a.js"`; not `import("./a.js")`.
const STATIC =
  /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC = /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
const staticImports = (file) => [...(code.get(file) ?? "").matchAll(STATIC)].map((m) => m[1]);

const lazy = new Set();
for (const text of code.values()) for (const [, file] of text.matchAll(DYNAMIC)) lazy.add(file);

const chains = [];
for (const file of [...lazy].sort()) {
  const direct = new Set(staticImports(file));
  const needed = new Set();
  const walk = (name) => {
    for (const inner of staticImports(name)) {
      if (needed.has(inner) || entries.has(inner) || inner === file) continue;
      needed.add(inner);
      walk(inner);
    }
  };
  walk(file);
  const late = [...needed].filter((name) => !direct.has(name));
  if (late.length > 0) chains.push(`  ${file} needs, through other chunks: ${late.join(", ")}`);
}

console.log(`${lazy.size} lazily loaded chunks checked in ${dist}/assets`);
if (chains.length > 0) {
  console.error(`chunks that come a round trip late:\n${chains.join("\n")}`);
  process.exit(1);
}
console.log("each names every chunk it needs beyond the entry");
