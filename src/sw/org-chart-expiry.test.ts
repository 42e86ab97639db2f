// @vitest-environment node
// Worker code: no DOM. Under jsdom, Node 24's Response would not read jsdom's Blob as a body.
import { describe, expect, it } from "vitest";
import {
  ORG_CHART_LIMITS,
  entriesToDrop,
  isExpired,
  isOrgChartUrl,
  stamped,
  trimOrgChart,
} from "./org-chart-expiry";

const DAY = 24 * 60 * 60 * 1000;
const NOW = 100 * DAY;
const ORIGIN = "https://portal.example";

/** Just enough of a Cache for trimOrgChart: keys, match and delete by URL. */
function fakeCache(stored: Map<string, Response>): Cache {
  return {
    keys: async () => [...stored.keys()].map((url) => new Request(url)),
    match: async (request: RequestInfo | URL) =>
      stored.get(String(request instanceof Request ? request.url : request))?.clone(),
    delete: async (request: RequestInfo | URL) => stored.delete(String(request)),
  } as unknown as Cache;
}

describe("organisation chart cache limits", () => {
  it("apply to the organisation chart only", () => {
    expect(isOrgChartUrl(new URL("/api/organization-chart/all?companyId=1", ORIGIN))).toBe(true);
    expect(isOrgChartUrl(new URL("/api/favorite", ORIGIN))).toBe(false);
    expect(isOrgChartUrl(new URL("/api/menu/WORK", ORIGIN))).toBe(false);
  });

  it("stamp the stored copy, which expires after the maximum age", async () => {
    const copy = await stamped(new Response("{}", { status: 200 }), NOW);
    expect(await copy.text()).toBe("{}");
    expect(isExpired(copy, NOW + ORG_CHART_LIMITS.maxAgeMs)).toBe(false);
    expect(isExpired(copy, NOW + ORG_CHART_LIMITS.maxAgeMs + 1)).toBe(true);
    expect(isExpired(new Response("{}"), NOW)).toBe(true); // an unstamped, older copy
  });

  it("drop the expired entries and the oldest beyond the entry limit", () => {
    const limits = { maxEntries: 2, maxAgeMs: 7 * DAY };
    const entries = [
      { url: "old", storedAt: NOW - 8 * DAY },
      { url: "a", storedAt: NOW - 3 * DAY },
      { url: "b", storedAt: NOW - 1 * DAY },
      { url: "c", storedAt: NOW - 2 * DAY },
    ];
    expect(entriesToDrop(entries, NOW, limits)).toEqual(["old", "a"]);
    expect(entriesToDrop(entries.slice(1, 3), NOW, limits)).toEqual([]);
  });

  it("trim a user's cache, leaving the lists alone", async () => {
    const stored = new Map<string, Response>();
    stored.set(`${ORIGIN}/api/favorite`, new Response("[]"));
    const total = ORG_CHART_LIMITS.maxEntries + 5;
    for (let index = 0; index < total; index += 1) {
      const url = `${ORIGIN}/api/organization-chart/user/search?searchWord=w${index}`;
      stored.set(url, await stamped(new Response("{}"), NOW - (total - index) * 1000));
    }
    stored.set(
      `${ORIGIN}/api/organization-chart/all`,
      await stamped(new Response("{}"), NOW - 8 * DAY),
    );

    await trimOrgChart(fakeCache(stored), NOW);
    const kept = [...stored.keys()];
    expect(kept).toHaveLength(1 + ORG_CHART_LIMITS.maxEntries);
    expect(kept).toContain(`${ORIGIN}/api/favorite`);
    expect(kept).not.toContain(`${ORIGIN}/api/organization-chart/all`);
    for (let index = 0; index < 5; index += 1) {
      expect(kept).not.toContain(
        `${ORIGIN}/api/organization-chart/user/search?searchWord=w${index}`,
      );
    }
  });
});
