import { describe, expect, it } from "vitest";
import { cacheKeyOf, otherLanguageKeys } from "./api-routes";

const get = (path: string, language?: string) =>
  new Request(`https://portal.example${path}`, {
    headers: language ? { "Accept-Language": language } : {},
  });

describe("keys of the worker's /api copies", () => {
  it("keeps a list apart per language: the server translates its names", () => {
    const ko = cacheKeyOf(get("/api/menu/WORK", "ko"));
    const en = cacheKeyOf(get("/api/menu/WORK", "en"));
    expect(ko).not.toBe(en);
    expect(cacheKeyOf(get("/api/menu/WORK", "en"))).toBe(en);
    expect(new URL(en).pathname).toBe("/api/menu/WORK");
  });

  it("keeps the request's own query", () => {
    const path = "/api/organization-chart/user/search?companyId=1&searchWord=kim&type=all";
    const key = new URL(cacheKeyOf(get(path, "zh")));
    expect(key.searchParams.get("searchWord")).toBe("kim");
    expect(key.searchParams.get("companyId")).toBe("1");
  });

  it("names the other languages' copies, for offline use after a switch", () => {
    const request = get("/api/weather", "ja");
    const others = otherLanguageKeys(request);
    expect(others).not.toContain(cacheKeyOf(request));
    expect(others).toEqual(
      expect.arrayContaining(["ko", "en", "zh"].map((l) => cacheKeyOf(get("/api/weather", l)))),
    );
  });
});
