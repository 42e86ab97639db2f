import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions, run } from "axe-core";

/**
 * axe-core as the dev dependency @axe-core/playwright brings it, run in the page itself: injected
 * once per document, so a screen's dark check reuses what its light check injected. Through
 * AxeBuilder every check injected it twice, and by default (runPartial) also opened a blank page
 * to finish in; for a page without cross-origin frames, which the app has none of, axe.run() in
 * the page gives the same results, in about a third of the time.
 */
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve("@axe-core/playwright"),
);
const AXE_SOURCE = readFileSync(
  join(dirname(fromAxePlaywright.resolve("axe-core/package.json")), "axe.min.js"),
  "utf8",
);

async function runAxe(page: Page, runOnly: RunOptions["runOnly"]): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (runOnly) => (window as unknown as { axe: { run: typeof run } }).axe.run(document, { runOnly }),
    runOnly,
  );
}

/** WCAG 2.0/2.1 A and AA, and axe's best practices (landmarks, heading order, regions...). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * The rules among those whose outcome depends on colours: a second colour scheme changes nothing
 * else (the same markup, the same names), so checking it needs only these.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** The impacts that fail the check; minor and moderate ones do not. */
const FAILING = new Set(["serious", "critical"]);

/**
 * Runs axe over the whole page (every rule of AXE_TAGS, or only the colour rules) and records one
 * line per serious or critical violation: rule, impact, what it asks for and the CSS selectors of
 * the offending elements, under `where` (screen, locale, colour scheme), so the report says what
 * to fix without opening a trace. A soft assertion: the next screens of a flow are still checked.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  only: "all" | "colours",
): Promise<void> {
  const { violations } = await runAxe(
    page,
    only === "all" ? { type: "tag", values: AXE_TAGS } : { type: "rule", values: COLOUR_RULES },
  );
  const failing = violations
    .filter((violation) => FAILING.has(violation.impact ?? ""))
    .map((violation) => {
      const targets = violation.nodes
        .map((node) => {
          const why = [...node.any, ...node.all, ...node.none].map((check) => check.message);
          return `${node.target.join(" ")} (${[...new Set(why)].join("; ")})`;
        })
        .join(" | ");
      return `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${targets}`;
    });
  expect
    .soft(failing, `axe: serious or critical violations on ${where}:\n${failing.join("\n")}`)
    .toEqual([]);
}
