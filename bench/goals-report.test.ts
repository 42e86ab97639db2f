import { describe, expect, it } from "vitest";
import { replaceSection } from "./doc-section";
import { atLeast, notMeasured, PERCENTAGE_POINTS } from "./goals";
import { renderGoals } from "./goals-report";

const machine = {
  cpu: "AMD EPYC",
  cores: 2,
  node: "v20.20.2",
  load: [1.5, 2.25] as [number, number],
};

describe("the goals section", () => {
  const body = renderGoals({
    date: "2026-11-25 15:50 UTC",
    machine,
    parts: "http",
    figures: [
      { name: "bare Fastify 5 JSON route", value: "10000 req/s", goal: "the reference" },
      {
        name: "GET /api/weather, PGlite",
        value: "4170 req/s = 41.7 % of bare",
        goal: ">= 50 % of bare (cached)",
        verdict: atLeast(41.7, 50, PERCENTAGE_POINTS),
      },
      notMeasured("GET /api/user, PostgreSQL", ">= 20 % of bare", "no PostgreSQL | here"),
    ],
    notes: ["Request logging off."],
  });

  it("names the date, the machine and the load", () => {
    expect(body).toContain("2026-11-25 15:50 UTC");
    expect(body).toContain("2 CPU cores");
    expect(body).toContain("(AMD EPYC), Node v20.20.2");
    expect(body).toContain("load average 1.5 -> 2.3");
  });
  it("has a row per figure with its goal and the gap of a miss", () => {
    expect(body).toContain("| bare Fastify 5 JSON route | 10000 req/s | the reference | - |");
    expect(body).toContain(
      "| GET /api/weather, PGlite | 4170 req/s = 41.7 % of bare | >= 50 % of bare (cached) | **misses by 8.3 percentage points (16.6 % of the goal)** |",
    );
    expect(body).toContain("**not measured: no PostgreSQL \\| here**");
    expect(body).toContain("2 of 2 goals are missed.");
    expect(body).toContain("- Request logging off.");
  });
});

describe("replaceSection", () => {
  const doc =
    "# Performance\n\n<!-- bench:goals:start -->\nold\n<!-- bench:goals:end -->\n\n## Kept\n";
  it("replaces only its own section", () => {
    expect(replaceSection(doc, "goals", "new")).toBe(
      "# Performance\n\n<!-- bench:goals:start -->\nnew\n<!-- bench:goals:end -->\n\n## Kept\n",
    );
  });
  it("appends a section the page does not have yet, leaving the others", () => {
    const next = replaceSection(doc, "member-search", "figures");
    expect(next).toContain("<!-- bench:goals:start -->\nold\n<!-- bench:goals:end -->");
    expect(
      next.endsWith(
        "<!-- bench:member-search:start -->\nfigures\n<!-- bench:member-search:end -->\n",
      ),
    ).toBe(true);
  });
});
