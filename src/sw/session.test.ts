import { describe, expect, it } from "vitest";
import { isCachedApiGet, pathsChangedByEdit } from "./api-routes";
import { parseIdentity } from "../platform/session";
import { parseSessionMessage } from "./session";

describe("worker session messages", () => {
  it("accepts SESSION messages only with a well-formed identity or null", () => {
    expect(parseSessionMessage({ type: "SESSION", identity: null })).toEqual({
      type: "SESSION",
      identity: null,
    });
    expect(
      parseSessionMessage({ type: "SESSION", identity: { accountId: "a", companyId: 1 } }),
    ).toEqual({ type: "SESSION", identity: { accountId: "a", companyId: 1 } });
    for (const identity of [
      { accountId: "", companyId: 1 },
      { accountId: "a", companyId: 1.5 },
    ]) {
      expect(parseSessionMessage({ type: "SESSION", identity })).toBeUndefined();
    }
    expect(parseSessionMessage({ type: "SESSION" })).toBeUndefined();
    expect(parseSessionMessage("SESSION")).toBeUndefined();
    expect(parseIdentity({ accountId: "a", companyId: "1" })).toBeUndefined();
  });
});

describe("cached /api routes", () => {
  const url = (path: string) => new URL(path, "https://portal.example");

  it.each([
    "/api/menu/WORK",
    "/api/menu/OFFICE",
    "/api/favorite",
    "/api/weather",
    "/api/organization-chart/all?companyId=1",
    "/api/organization-chart/user/search?companyId=1&searchWord=kim&type=all",
  ])("keeps GET %s", (path) => expect(isCachedApiGet(url(path), "GET")).toBe(true));

  it.each([
    "/api/user",
    "/api/internal/approval",
    "/api/board",
    "/api/favorites",
    "/api/menu/WORK/USER",
    "/api/weather/x",
    "/api/token/reissuance",
  ])("never keeps GET %s", (path) => expect(isCachedApiGet(url(path), "GET")).toBe(false));

  it("keeps GETs only, and an edit marks its list stale", () => {
    expect(isCachedApiGet(url("/api/favorite"), "PUT")).toBe(false);
    expect(pathsChangedByEdit(url("/api/favorite"), "PUT")).toEqual(["/api/favorite"]);
    expect(pathsChangedByEdit(url("/api/menu/OFFICE/USER"), "PUT")).toEqual(["/api/menu/OFFICE"]);
    expect(pathsChangedByEdit(url("/api/favorite"), "GET")).toEqual([]);
    expect(pathsChangedByEdit(url("/api/user"), "PUT")).toEqual([]);
  });
});
