import { readFileSync, readdirSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { rendererAliases } from "./vite/renderer.ts";
import { sourcePlugins } from "./vite/source-plugins.ts";

/**
 * The client test files that need a module graph of their own. In the vmThreads pool:
 * - one file's mock (vi.mock, vi.doMock) can miss its own imports or apply to another file's in
 *   the same worker (vitest-dev/vitest issue 11284): with one worker, 8 to 10 files failed that
 *   pass alone;
 * - libraries loaded from node_modules are shared by the files of a worker, and framer-motion
 *   reads matchMedia("(prefers-reduced-motion)") once: a file that stubs matchMedia got the
 *   first file's answer (PagerGlide's reduced-motion case failed after another file);
 * - the native bridge installs once per page (installNativeBridge), and the second of its two
 *   test files in a worker found it installed with the first file's navigate and logout.
 * These run isolated instead.
 */
const NEEDS_ISOLATION =
  /\bvi\.(?:mock|doMock)\(|\bvi\.stubGlobal\(\s*"matchMedia"|\binstallNativeBridge\(/;
const clientFilesIsolated = readdirSync("src", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8")));

// Testing Library's package points Node at its CommonJS build, whose require() calls no alias can
// reach: its ES module build imports React the way the app does.
const clientAliases = [
  ...rendererAliases,
  {
    find: /^@testing-library\/react$/,
    replacement: "@testing-library/react/dist/@testing-library/react.esm.js",
  },
];

/**
 * The VM pool's environment keeps Vite's own dependency optimizer, whose scan of index.html reads
 * the sources without Lingui's macros compiled: 45 errors in every fresh run's log, and nothing
 * pre-bundled. The tests load their dependencies themselves.
 */
const noDependencyScan = { noDiscovery: true, include: [] };

const clientTest = {
  environment: "jsdom" as const,
  // The libraries that import React run through Vite too, so that their imports reach the same
  // renderer as the app's (vite/renderer.ts): left to Node, they would load React itself.
  server: {
    deps: {
      inline: [
        /[\\/]node_modules[\\/](@tanstack[\\/](react-[a-z-]+)|@lingui[\\/]react|@testing-library[\\/]react|framer-motion)[\\/]/,
      ],
    },
  },
  setupFiles: ["./tests/helpers/vm-web-crypto.ts", "./tests/helpers/client/setup.ts"],
  // CI shares two cores between jsdom workers: a render that takes 2 s alone can take 6.
  testTimeout: 20_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: sourcePlugins(),
        resolve: { alias: clientAliases },
        environments: { __vitest_vm__: { optimizeDeps: noDependencyScan } },
        test: {
          ...clientTest,
          name: "client",
          // Each file in a fresh VM context of a long-lived worker: jsdom is loaded once per
          // worker instead of once per file, which was half of this project's time (181 s to
          // 58 s here). Files that need isolation run in "client-isolated" below.
          pool: "vmThreads",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: clientFilesIsolated,
        },
      },
      {
        plugins: sourcePlugins(),
        resolve: { alias: clientAliases },
        test: {
          ...clientTest,
          name: "client-isolated",
          pool: "threads",
          include: clientFilesIsolated,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          // shared/ runs in the PWA and the server alike; its tests need no DOM and no database,
          // nor do those of the bench's arithmetic and report (not the bench itself), or of
          // `npm test`'s summary.
          include: [
            "server/**/*.test.ts",
            "tests/server/**/*.test.ts",
            "shared/**/*.test.ts",
            "bench/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          // One module graph per worker, shared by its test files: importing the app once per
          // worker instead of once per file halves this project's time on two cores. No server
          // test mocks a module; each file builds its own app on its own database
          // (tests/helpers/test-app.ts). The client project keeps isolation: libraries there
          // (framer-motion's reduced-motion listener, say) read the window once per module.
          isolate: false,
          // The server as one file, for the suites that start it as a process (a start: 3.5 s, not 5).
          globalSetup: ["./tests/helpers/server-bundle.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
