/**
 * Writes ROUTE_CHUNKS_FILE: for every screen whose code is split from the entry, its URL pattern
 * and every chunk that code loads. A link opened cold (a bookmark, a notification, the login page
 * on a first visit) used to ask for the screen's chunk only once the entry had run, and for the
 * chunks that one imports a round trip later; the server now names them all in the page's Link
 * header (server/lib/route-preloads.ts), so they come with the entry. `build.modulePreload` stays
 * off: that would put every screen's list in the entry (vite.config.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { isLocale, type Locale } from "../shared/locales";
import { ROUTE_CHUNKS_FILE, type RouteChunks } from "../shared/route-chunks";
import { transitiveImports } from "./hoist-transitive-imports";

/**
 * The URL pattern of a route file under src/routes, by the router's file naming: `.` and `/`
 * separate segments, `_name` is a layout without a path, `index` is its folder's own path.
 * tests/server/route-chunks-build.test.ts checks this against the router's generated tree.
 */
export function routePathOfFile(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(/[/.]/)
    .filter((segment) => !segment.startsWith("_"));
  if (segments.at(-1) === "index") segments.pop();
  return `/${segments.join("/")}`;
}

export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: readonly string[];
}

const SPLIT_ROUTE = /\/src\/routes\/(.+\.tsx)\?tsr-split=([\w-]+)$/;
const LATER_CATALOG = /\/locales\/(\w+)\/messages\.po\?later$/;

/** The route file (relative to src/routes) whose component this chunk holds, if any. */
function routeFileOf(chunk: BuiltChunk): string | undefined {
  const match = SPLIT_ROUTE.exec(chunk.facadeModuleId ?? "");
  return match?.[2]?.split("---").includes("component") ? match[1] : undefined;
}

/** The layouts a route file sits in: `a/b/c.tsx` -> `a.tsx`, `a/b.tsx`, outermost first. */
const layoutFilesOf = (file: string): string[] =>
  file
    .split("/")
    .slice(0, -1)
    .map((_, at, folders) => `${folders.slice(0, at + 1).join("/")}.tsx`);

/** The scripts and stylesheets that the built page loads itself, in its order. */
export function pageFiles(html: string): RouteChunks["page"] {
  const tags = (name: string, test: RegExp, attribute: string) =>
    [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))]
      .map(([tag]) => tag)
      .filter((tag) => test.test(tag))
      .flatMap((tag) => new RegExp(`\\s${attribute}="/(assets/[^"]+)"`).exec(tag)?.[1] ?? []);
  return {
    scripts: tags("script", /\stype="module"/, "src"),
    styles: tags("link", /\srel="stylesheet"/, "href"),
  };
}

/** The page's scripts and every chunk they import: loaded by the page itself. */
function initialChunks(byName: ReadonlyMap<string, BuiltChunk>, scripts: string[]): Set<string> {
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const inner of byName.get(name)?.imports ?? []) visit(inner);
  };
  for (const name of scripts) visit(name);
  return initial;
}

export function routeChunks(chunks: readonly BuiltChunk[], page: RouteChunks["page"]): RouteChunks {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hoisted = transitiveImports(byName);
  const initial = initialChunks(byName, page.scripts);
  const filesOf = (chunk: BuiltChunk) =>
    [chunk.fileName, ...chunk.imports, ...(hoisted.get(chunk.fileName) ?? [])].filter(
      (name) => !initial.has(name),
    );
  const byRouteFile = new Map<string, BuiltChunk>();
  for (const chunk of chunks) {
    const file = routeFileOf(chunk);
    if (file) byRouteFile.set(file, chunk);
  }
  const routes = [...byRouteFile].map(([file, chunk]) => {
    const layouts = layoutFilesOf(file).flatMap((layout) => byRouteFile.get(layout) ?? []);
    const files = [...layouts, chunk].flatMap(filesOf);
    return { path: routePathOfFile(file), files: [...new Set(files)] };
  });
  const catalogs: Partial<Record<Locale, string>> = {};
  for (const chunk of chunks) {
    const locale = LATER_CATALOG.exec(chunk.facadeModuleId ?? "")?.[1];
    if (isLocale(locale)) catalogs[locale] = chunk.fileName;
  }
  return { page, routes: routes.sort((a, b) => a.path.localeCompare(b.path)), catalogs };
}

export function routeChunksFile(): Plugin {
  return {
    name: "route-chunks",
    apply: "build",
    // After every generateBundle hook: the page's own tags are final only then.
    writeBundle(options, bundle) {
      const html = bundle["index.html"];
      // Other builds (the service worker's) have no page: they get no list.
      if (html?.type !== "asset" || !options.dir) return;
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk" ? [output] : [],
      );
      const list = routeChunks(chunks, pageFiles(String(html.source)));
      const file = path.join(options.dir, ROUTE_CHUNKS_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(list, null, 1)}\n`);
    },
  };
}
