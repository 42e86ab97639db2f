import { describe, expect, it } from "vitest";
import { bareFigure, routeFigure } from "./throughput-figures";

describe("throughput rows", () => {
  it("give a route's share of the reference", () => {
    const figure = routeFigure(
      "GET /api/weather, PGlite",
      50,
      " (cached)",
      { requestsPerSecond: 12_000, non2xx: 0, errors: 0 },
      30_000,
    );
    expect(figure.value).toBe("12000 req/s = 40.0 % of bare");
    expect(figure.verdict).toEqual({
      met: false,
      text: "misses by 10.0 percentage points (20.0 % of the goal)",
    });
  });

  it("count a route with failed answers as missed, whatever its rate", () => {
    const figure = routeFigure(
      "GET /healthz (full stack)",
      70,
      "",
      {
        requestsPerSecond: 40_000,
        non2xx: 3,
        errors: 1,
      },
      30_000,
    );
    expect(figure.verdict).toEqual({ met: false, text: "4 answers were not 2xx or failed" });
  });

  it("show the bare route's median and every run of it", () => {
    expect(bareFigure([30_000, 26_000, 43_000]).value).toBe(
      "30000 req/s, the median of 3 runs, one before each route (30000, 26000, 43000)",
    );
    expect(bareFigure([]).value).toBe("not measured");
  });
});
