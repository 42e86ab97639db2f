import { describe, expect, it } from "vitest";
import { importFigure, importFile } from "./csv-import";
import { parseCsv } from "../server/modules/admin-import/csv";
import { readRows } from "../server/modules/admin-import/rows";

const times = { rows: 50_000, megabytes: 5.6, dryRun: 1.5, firstApply: 11.5, secondApply: 5.1 };

describe("the CSV import figure", () => {
  it("is met when every step is under a minute, and shows all three", () => {
    const figure = importFigure("PGlite (in memory)", times);
    expect(figure.name).toBe("CSV import of 50,000 people, PGlite (in memory)");
    expect(figure.value).toBe("first apply 11.5 s (dry run 1.5 s, same file again 5.1 s)");
    expect(figure.verdict).toEqual({ met: true, text: "met" });
  });

  it("misses by the slowest step's excess", () => {
    const figure = importFigure("PGlite (in memory)", { ...times, secondApply: 61.2 });
    expect(figure.verdict).toEqual({ met: false, text: "misses by 1.2 s (2.0 % of the goal)" });
  });

  it("times a file the import accepts without a problem", () => {
    const csv = parseCsv(importFile(40));
    expect(csv.ok).toBe(true);
    if (!csv.ok) return;
    const { rows, problems } = readRows(csv.records);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(40);
  });
});
