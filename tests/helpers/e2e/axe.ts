import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

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
  // Legacy mode runs axe.run() in the page itself. The default (runPartial, then finishRun in a
  // blank page it opens and closes for every call) gives the same results for a page without
  // cross-origin frames, which the app has none of, and took about twice as long: a page opened
  // and axe injected into it again, 48 times a run.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const { violations } = await (
    only === "all" ? builder.withTags(AXE_TAGS) : builder.withRules(COLOUR_RULES)
  ).analyze();
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
