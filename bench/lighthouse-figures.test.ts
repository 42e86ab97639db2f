import { describe, expect, it } from "vitest";
import { lighthouseFigures, type PageRuns } from "./lighthouse";

const runs = (path: string, benchmarkIndex: number[], browser?: string): PageRuns => ({
  path,
  performance: benchmarkIndex.map(() => 99),
  accessibility: benchmarkIndex.map(() => 100),
  tbt: benchmarkIndex.map(() => 40),
  lcp: benchmarkIndex.map(() => 1500),
  benchmarkIndex,
  browser,
  offPage: [],
});

describe("the Lighthouse figures", () => {
  it("name the host's speed beside the scores, as a reference and not a goal", () => {
    const figures = lighthouseFigures(
      runs("/", [2410.4, 2388, 2502], "156.0.8078.108"),
      runs("/user", [2455, 2399]),
      runs("/OrganizationView", [612, 2431]),
    );
    const host = figures.find((figure) => figure.name.startsWith("Lighthouse's benchmark index"));
    expect(host).toEqual({
      name: "Lighthouse's benchmark index of this host (CPU speed, higher is faster)",
      value: "median 2410 over 7 runs, 612-2502; Chromium 156.0.8078.108",
      goal: "the host's speed",
    });
    expect(figures.filter((figure) => figure.verdict?.met === false)).toEqual([]);
  });
});
