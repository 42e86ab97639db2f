import { defineConfig, type Project } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from "./tests/helpers/e2e/chromium";

// End-to-end tests drive Debian's Chromium (/usr/bin/chromium; Playwright never downloads a
// browser here) against the real server on the built PWA (scripts/e2e-server.sh: builds dist/ when
// stale, fresh embedded database per run). Service workers work on http://127.0.0.1.
const port = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://127.0.0.1:${port}`;

/** Run after the others, alone (see the "quiet" project). */
const QUIET_TESTS = /home-requests\.spec\.ts$/;

const debianChromium: Project["use"] = {
  browserName: "chromium",
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Screenshot baselines live in the repository, one per screen and not per platform: the checks
  // run on Debian's Chromium only (tests/e2e/a11y-visual.spec.ts, `npm run screenshots:update`).
  snapshotPathTemplate: "tests/e2e/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
    baseURL,
    ...PHONE,
    serviceWorkers: "allow",
    // Recording a trace costs a quarter of the run's CPU on two cores, failing test or not: it is
    // opt-in (E2E_TRACE=1 keeps the traces of failed tests); a failure still leaves a screenshot.
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    // Passes the demo accounts' daily verification once, before the parallel tests log in.
    { name: "setup", testMatch: /.*\.setup\.ts$/, use: debianChromium },
    {
      name: "chromium",
      dependencies: ["setup"],
      testIgnore: QUIET_TESTS,
      use: debianChromium,
    },
    // Tests that count what a cold start does run last, alone: on two busy cores the device's
    // IndexedDB can answer after the persisted cache's 1 s limit, and Main then shows its first
    // screen without the lists and starts its later parts first (by design, slow-storage.spec.ts),
    // which is not the start these tests measure. On its own: `npx playwright test FILE --no-deps`.
    {
      name: "quiet",
      dependencies: ["chromium"],
      testMatch: QUIET_TESTS,
      use: debianChromium,
    },
  ],
  webServer: {
    command: "bash scripts/e2e-server.sh",
    url: `${baseURL}/healthz`,
    env: { E2E_PORT: String(port) },
    // Set E2E_REUSE_SERVER=1 to run against a server you started yourself on E2E_PORT.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1" && !process.env.CI,
    timeout: 180_000, // includes a build when dist/ is stale
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
