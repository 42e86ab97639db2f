import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { catalogSplit } from "./vite/catalog-split";
import { testFilesThatMockModules } from "./vite/mocking-test-files";

// Client test files share their workers' module graph (isolate: false): importing React, the
// router and the catalogs once per worker instead of once per file takes the client project from
// three minutes to one on two cores. A file that replaces modules (vi.mock) would leak its mocks
// into the files after it, so those files get a project of their own that isolates each file.
const mockingClientTests = testFilesThatMockModules("src");

function clientProject(name: string, files: string[], isolate: boolean) {
  return {
    plugins: [
      babel({
        include: /\/src\/.*\.[jt]sx?$/,
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      }),
      react(),
      lingui(),
      catalogSplit(),
    ],
    test: {
      name,
      environment: "jsdom",
      include: files,
      exclude: isolate ? [] : mockingClientTests,
      isolate,
      setupFiles: ["./tests/helpers/client/setup.ts"],
      // CI shares two cores between jsdom workers: a render that takes 2 s alone can take 6.
      testTimeout: 20_000,
    },
  } satisfies TestProjectInlineConfiguration;
}

export default defineConfig({
  test: {
    projects: [
      clientProject("client", ["src/**/*.test.{ts,tsx}"], false),
      clientProject("client-mocks", mockingClientTests, true),
      {
        test: {
          name: "server",
          environment: "node",
          // shared/ runs in the PWA and the server alike; its tests need no DOM and no database,
          // nor do those of the bench's arithmetic and report (not the bench itself).
          include: [
            "server/**/*.test.ts",
            "tests/server/**/*.test.ts",
            "shared/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          // As the client's: one module graph per worker. No server test mocks a module; each
          // file builds its own app on its own database (tests/helpers/test-app.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
