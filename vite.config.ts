import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import pkg from "./package.json" with { type: "json" };
import { hoistTransitiveImports } from "./vite/hoist-transitive-imports.ts";
import { leanPreloadHelper } from "./vite/lean-preload-helper.ts";
import { precompress } from "./vite/precompress.ts";
import { rendererAliases } from "./vite/renderer.ts";
import { routeChunksFile } from "./vite/route-chunks.ts";
import { sourcePlugins } from "./vite/source-plugins.ts";

// The modules that animate with framer-motion (the list editors' drag to reorder): kept out of the
// "shared" chunk, which Main's later chunk loads before its lists show, so that framer-motion loads
// only with an editor. Dialogs and Main's pager animate without it (docs/decisions/0019).
const USES_MOTION = /\/src\/components\/ListEditor\//;

// The notice's sanitizer brings DOMPurify (its evaluation was a 50 ms task at 4x CPU on every
// start of Main): only the notice screen and the must-acknowledge gate show notice HTML, neither of
// them part of Main, so it stays out of the "shared" chunk.
const SCREEN_ONLY = /\/src\/features\/notices\/sanitize\.ts$/;

export default defineConfig({
  // The app version feeds the persisted query cache's buster (src/lib/app-version.ts).
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // A route's loader travels with its component: both are needed only when the route opens,
      // so the screens' query definitions stay out of the home route's first chunk.
      codeSplittingOptions: {
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    ...sourcePlugins(),
    leanPreloadHelper(),
    hoistTransitiveImports(),
    routeChunksFile(),
    // A feature's index.ts only re-exports (docs/decisions/0012-feature-index-files.md). Marked
    // side-effect free, an import of one name no longer ties the feature's lazily loaded parts
    // (Main's popups and weather line) to the importer's chunk: +3.7 KB on the home route without.
    {
      name: "feature-index-pure",
      transform: {
        filter: { id: /\/src\/features\/[^/]+\/index\.ts$/ },
        handler: () => ({ moduleSideEffects: false }),
      },
    },
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: "iife",
        // No webmanifest: the server answers it per language (server/modules/manifest), and the
        // worker fetches it network-first (src/sw/manifest-route.ts) instead of pinning one.
        // Matched by their own extension, so the .br/.gz copies (vite/precompress.ts) stay out.
        globPatterns: ["**/*.{js,css,html,svg,png,ico,woff2}"],
      },
      devOptions: { enabled: false },
    }),
    // Last: its closeBundle also compresses the worker that VitePWA writes in its own.
    precompress(),
  ],
  // Built class names are a short hash (_1x2Yz) instead of _name_hash_line: every class name is a
  // string in the JS chunks, and the home route's first chunk pays for each one (DESIGN 9).
  resolve: { alias: rendererAliases },
  css: { modules: { generateScopedName: "_[hash:base64:5]" } },
  build: {
    // The server serves STATIC_DIR (default ./dist); building there keeps the two in step.
    outDir: process.env.STATIC_DIR ?? "dist",
    target: "es2022",
    sourcemap: false,
    // One stylesheet for every screen (7.4 KB gzip in all), linked by index.html: no route waits
    // for its own small CSS file, and Main paints after 2 stylesheet requests fewer.
    cssCodeSplit: false,
    // No preload lists in the entry chunk (Vite's helper and every lazy chunk's dependencies,
    // about 2 KB of it): the service worker precaches every chunk at its first visit, so later
    // screens load their chunks from the device, where a waterfall costs nothing.
    modulePreload: false,
    // .vite/manifest.json maps routes to chunks: scripts/check-budget.mjs reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes into ONE chunk. Without this, Rolldown
        // splits every module shared by the entry and a lazy route into its own tiny chunk
        // (about 20 extra requests and ~6 KB gzip of per-file overhead on the home route).
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            // framer-motion and its parts: the list editors use it, as one chunk of its own.
            {
              name: "motion",
              test: /node_modules[\\/](framer-motion|motion-dom|motion-utils)[\\/]/,
            },
            // Every other script module (.ts: API helpers, the logout and outbox code, the persisted
            // cache) that two or more lazily loaded chunks share: ONE chunk instead of many small
            // files, each a request before Main's lists show. Components stay apart: most of them
            // pull in a dialog, which Main's lists do not need.
            // Not the address-bar hand-over: main.tsx awaits it at its top level, and a chunk that
            // imports the entry's chunk back would wait for the entry for ever (the page hangs).
            {
              name: "shared",
              minShareCount: 2,
              test: (id) =>
                /\.ts$/.test(id) &&
                !id.endsWith("/src/features/auth/handoff.ts") &&
                !USES_MOTION.test(id) &&
                !SCREEN_ONLY.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:8080",
      "/cas": "http://localhost:8080",
      "/dev": "http://localhost:8080",
    },
  },
});
