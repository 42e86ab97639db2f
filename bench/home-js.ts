/**
 * The home route's initial JS as scripts/check-budget.mjs measures it (the bench runs that script
 * as it is and reads its total), against the performance issue's goal.
 */
import { atMost, KILOBYTES, notMeasured, type Figure } from "./goals";

export const HOME_JS_GOAL_KB = 110;
const HOME_JS_NAME = "home initial JS (gzip)";

/** Reads the total of check-budget.mjs's last line: "... KB gzip (124963 bytes), within ...". */
export function homeJsFigure(budgetOutput: string): Figure {
  const bytes = /home route initial JS: .*\((\d+) bytes\)/.exec(budgetOutput)?.[1];
  if (!bytes)
    return notMeasured(
      HOME_JS_NAME,
      `<= ${HOME_JS_GOAL_KB} KB`,
      "check-budget.mjs printed no total",
    );
  const chunks = budgetOutput.split("\n").filter((line) => /^\s*[\d.]+ KB {2}\S/.test(line)).length;
  const kb = Number(bytes) / 1000;
  return {
    name: HOME_JS_NAME,
    value: `${kb.toFixed(1)} KB in ${chunks} files`,
    goal: `<= ${HOME_JS_GOAL_KB} KB`,
    verdict: atMost(kb, HOME_JS_GOAL_KB, KILOBYTES),
  };
}
