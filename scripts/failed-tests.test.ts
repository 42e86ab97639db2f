import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The runners' output as scripts/test.sh keeps it (colours removed), trimmed to the lines around
// their verdicts; taken from real runs of Vitest 4 and Playwright's list reporter.
const vitestRun = `
 ✓  server  tests/server/load.test.ts (2 tests) 3000ms
 ❯  server  tests/server/two-nodes.test.ts (4 tests | 1 failed) 5ms
     × a revocation on one node ends the session on the other 4ms
⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯
 FAIL   server  tests/server/two-nodes.test.ts > two nodes > a revocation on one node ends the session on the other
AssertionError: expected 200 to be 401 // Object.is equality
 Test Files  1 failed | 120 passed (121)
      Tests  1 failed | 980 passed (981)`;

const playwrightRun = `
  ✘  12 [chromium] › tests/e2e/offline.spec.ts:68:1 › a cold start offline shows home (7.3s)
  1 failed
    [chromium] › tests/e2e/offline.spec.ts:68:1 › a cold start offline shows home ───────────────
  157 passed (4.5m)`;

function failedTests(runnerLog: string): string {
  const script = fileURLToPath(new URL("./failed-tests.awk", import.meta.url));
  return execFileSync("awk", ["-f", script], { input: runnerLog, encoding: "utf8" });
}

describe("npm test's list of failed tests", () => {
  it("names each failed test under the step that ran it", () => {
    const log = `@@step vitest (PG)${vitestRun}\n@@step playwright${playwrightRun}\n`;
    expect(failedTests(log)).toBe(
      [
        "  vitest (PG):",
        "    server tests/server/two-nodes.test.ts > two nodes > a revocation on one node ends the session on the other",
        "  playwright:",
        "    [chromium] › tests/e2e/offline.spec.ts:68:1 › a cold start offline shows home",
        "",
      ].join("\n"),
    );
  });

  it("names a test that failed on both databases under both steps, and once in each", () => {
    const log = `@@step vitest (PGlite, Node 24)${vitestRun}${vitestRun}\n@@step vitest (PG)${vitestRun}\n`;
    const lines = failedTests(log).split("\n");
    expect(lines.filter((line) => line.startsWith("    server"))).toHaveLength(2);
    expect(lines).toContain("  vitest (PGlite, Node 24):");
    expect(lines).toContain("  vitest (PG):");
  });

  it("names an unhandled error, which fails a run without failing a test", () => {
    const log = [
      "@@step vitest (PG)",
      " ✓  server  tests/server/push-nodes.test.ts (2 tests) 1615ms",
      "⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯",
      "Vitest caught 1 unhandled error during the test run.",
      'This error originated in "tests/server/push-nodes.test.ts" test file. It doesn\'t mean the error was thrown inside the file itself, but while it was running.',
      "      Tests  2 passed (2)",
      "",
    ].join("\n");
    expect(failedTests(log)).toBe(
      [
        "  vitest (PG):",
        "    Vitest caught 1 unhandled error during the test run.",
        "    an unhandled error in tests/server/push-nodes.test.ts",
        "",
      ].join("\n"),
    );
  });

  it("says nothing when every test passed", () => {
    const log = `@@step playwright\n  ✓  1 [chromium] › tests/e2e/a.spec.ts:9:1 › works (1s)\n  158 passed (4.5m)\n`;
    expect(failedTests(log)).toBe("");
  });
});
