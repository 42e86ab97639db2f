/**
 * Main's chunk as <link rel="modulepreload"> in index.html. Main is a lazily loaded route, so
 * without this the browser learns of it only once the entry chunk has run and the router has
 * resolved the route: a round trip after the first, the longest wait of a cold start on a phone's
 * network. Every signed-in screen needs it anyway: the authenticated layout's component lives
 * there. (The persisted cache's restore is imported at the entry's first line, so it is asked for
 * as early without a preload.)
 */
import type { Plugin } from "vite";

const PRELOADED = ["main"];

export function preloadMain(): Plugin {
  return {
    name: "preload-main",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (item) => item.type === "chunk" && PRELOADED.includes(item.name) && !item.isEntry,
        );
        const missing = PRELOADED.filter((name) => !chunks.some((chunk) => chunk.name === name));
        if (missing.length > 0)
          throw new Error(`preload-main: no chunk named ${missing.join(", ")}`);
        return chunks.map((chunk) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
