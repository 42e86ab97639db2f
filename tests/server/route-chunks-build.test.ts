/**
 * The build's list of what each screen's code loads (vite/route-chunks.ts): the URL pattern of
 * every route file, as the router itself derives it, and the chunks named for a screen.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageFiles, routeChunks, routePathOfFile, type BuiltChunk } from "../../vite/route-chunks";

/** The router's generated tree: route file -> full path, as TanStack Router wrote them. */
function generatedRoutes(): Map<string, string> {
  const tree = readFileSync(new URL("../../src/routeTree.gen.ts", import.meta.url), "utf8");
  const fileOf = new Map(
    [...tree.matchAll(/import \{ Route as (\w+)RouteImport \} from '\.\/routes\/([^']+)'/g)].map(
      ([, name, file]) => [name!, `${file!}.tsx`],
    ),
  );
  const byFullPath = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)![1]!;
  const routes = new Map<string, string>();
  for (const [, fullPath, name] of byFullPath.matchAll(
    /'([^']+)': typeof (\w+?)Route(?:WithChildren)?\n/g,
  ))
    routes.set(fileOf.get(name!)!, fullPath!);
  return routes;
}

describe("routePathOfFile", () => {
  it("gives every route file the full path the router's generated tree gives it", () => {
    const routes = generatedRoutes();
    expect(routes.size).toBeGreaterThanOrEqual(18);
    for (const [file, fullPath] of routes) expect(routePathOfFile(file), file).toBe(fullPath);
  });
});

const chunk = (fileName: string, imports: string[], facade?: string): BuiltChunk => ({
  fileName,
  facadeModuleId: facade ? `/repo/${facade}` : null,
  isEntry: facade === "index.html",
  isDynamicEntry: facade !== undefined && facade !== "index.html",
  imports,
});

describe("routeChunks", () => {
  const chunks = [
    chunk("assets/index.js", ["assets/app.js"], "index.html"),
    chunk("assets/app.js", ["assets/vendor.js"]),
    chunk("assets/vendor.js", []),
    chunk(
      "assets/admin.js",
      ["assets/app.js", "assets/Frame.js"],
      "src/routes/_auth/admin.tsx?tsr-split=component---loader",
    ),
    chunk(
      "assets/import.js",
      ["assets/app.js", "assets/Form.js"],
      "src/routes/_auth/admin/import.tsx?tsr-split=component",
    ),
    chunk(
      "assets/import-error.js",
      ["assets/Oops.js"],
      "src/routes/_auth/admin/import.tsx?tsr-split=errorComponent",
    ),
    chunk(
      "assets/detail.js",
      ["assets/Frame.js"],
      "src/routes/noticeDetail.$postId.tsx?tsr-split=component",
    ),
    chunk("assets/Frame.js", ["assets/app.js", "assets/vendor.js", "assets/Hidden.js"]),
    chunk("assets/Form.js", ["assets/Frame.js"]),
    chunk("assets/Hidden.js", []),
    chunk("assets/Oops.js", []),
    chunk("assets/messages-ko.js", [], "locales/ko/messages.po?later"),
    chunk("assets/messages-ja.js", [], "locales/ja/messages.po?later"),
    chunk("assets/messages-xx.js", [], "locales/xx/messages.po?later"),
  ];

  const page = { scripts: ["assets/app.js"], styles: ["assets/style.css"] };

  it("names a screen's chunk, its layouts' and every chunk they import, never the page's", () => {
    expect(routeChunks(chunks, page).routes).toEqual([
      { path: "/admin", files: ["assets/admin.js", "assets/Frame.js", "assets/Hidden.js"] },
      {
        path: "/admin/import",
        files: [
          "assets/admin.js",
          "assets/Frame.js",
          "assets/Hidden.js",
          "assets/import.js",
          "assets/Form.js",
        ],
      },
      {
        path: "/noticeDetail/$postId",
        files: ["assets/detail.js", "assets/Frame.js", "assets/Hidden.js"],
      },
    ]);
  });

  it("names each interface locale's later catalog part, and no other", () => {
    expect(routeChunks(chunks, page).catalogs).toEqual({
      ko: "assets/messages-ko.js",
      ja: "assets/messages-ja.js",
    });
  });
});

describe("pageFiles", () => {
  it("reads the built page's module scripts and stylesheets, not its other tags", () => {
    const html = `<!doctype html><head>
      <link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials" />
      <script>try{localStorage.getItem("x")}catch(e){}</script>
      <script type="module" crossorigin src="/assets/app-Bx1.js"></script>
      <link rel="stylesheet" crossorigin href="/assets/style-9Z.css">
      <link rel="icon" href="/favicon.svg" /></head>`;
    expect(pageFiles(html)).toEqual({
      scripts: ["assets/app-Bx1.js"],
      styles: ["assets/style-9Z.css"],
    });
  });
});
