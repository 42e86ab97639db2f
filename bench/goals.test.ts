import { describe, expect, it } from "vitest";
import { homeJsFigure } from "./home-js";
import {
  atLeast,
  atMost,
  median,
  missed,
  MILLISECONDS,
  notMeasured,
  percentOf,
  PERCENTAGE_POINTS,
  POINTS,
} from "./goals";

describe("median", () => {
  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([97, 91, 99, 95, 93])).toBe(95);
  });
  it("is the mean of the two middle values of an even count", () => {
    expect(median([400, 700, 500, 600])).toBe(550);
  });
  it("is NaN without values, so an empty measurement cannot pass a goal", () => {
    expect(median([])).toBeNaN();
    expect(atMost(median([]), 600, MILLISECONDS).met).toBe(false);
  });
});

describe("verdicts", () => {
  it("meets a floor at the goal itself and says by how many points a score misses", () => {
    expect(atLeast(97, 97, POINTS)).toEqual({ met: true, text: "met" });
    expect(atLeast(85, 97, POINTS)).toEqual({
      met: false,
      text: "misses by 12 points (12.4 % of the goal)",
    });
  });
  it("gives a ratio's gap in percentage points of the bare route", () => {
    const percent = percentOf(4_170, 10_000);
    expect(percent).toBeCloseTo(41.7);
    expect(atLeast(percent, 50, PERCENTAGE_POINTS).text).toBe(
      "misses by 8.3 percentage points (16.6 % of the goal)",
    );
  });
  it("says by how much a ceiling is exceeded", () => {
    expect(atMost(600, 600, MILLISECONDS).met).toBe(true);
    expect(atMost(720, 600, MILLISECONDS)).toEqual({
      met: false,
      text: "misses by 120 ms (20.0 % of the goal)",
    });
  });
  it("counts a figure that could not be measured as missed, with the reason", () => {
    const figure = notMeasured("GET /api/user, PostgreSQL", ">= 20 % of bare", "no PostgreSQL");
    expect(missed([figure, { name: "bare", value: "1", goal: "the reference" }])).toEqual([figure]);
    expect(figure.verdict?.text).toBe("not measured: no PostgreSQL");
  });
});

describe("home initial JS from check-budget.mjs", () => {
  const output = [
    "  61.2 KB  assets/index-abc.js",
    "  40.1 KB  assets/index.route-def.js",
    "  23.6 KB  assets/messages-ko.js",
    "home route initial JS: 124.9 KB gzip (124963 bytes), within the 125 KB budget",
  ].join("\n");
  it("reads the total and the number of files, and misses the 110 KB goal by the excess", () => {
    const figure = homeJsFigure(output);
    expect(figure.value).toBe("125.0 KB in 3 files");
    expect(figure.verdict?.text).toBe("misses by 15.0 KB (13.6 % of the goal)");
  });
  it("says so when the script printed no total", () => {
    expect(homeJsFigure("Error: dist/.vite/manifest.json not found").verdict?.text).toBe(
      "not measured: check-budget.mjs printed no total",
    );
  });
});
