import { describe, expect, it } from "vitest";
import { isCachedApiGet, pathsChangedByEdit } from "./api-routes";
import { USER_CACHE_PREFIX, foreignUserCaches, userCacheName } from "./cache-names";
import { identityFromRequest, parseIdentity, sameIdentity } from "./identity";
import { parseSessionMessage } from "./session";

const b64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const token = (claims: object) => `h.${b64url(claims)}.s`;
const request = (authorization?: string) =>
  new Request("https://portal.example/api/favorite", {
    headers: authorization ? { Authorization: authorization } : {},
  });

describe("per-user cache names", () => {
  it("differ per account and per company, and do not reveal either", async () => {
    const demo1 = await userCacheName({ accountId: "demo", companyId: 1 });
    const names = [
      demo1,
      await userCacheName({ accountId: "demo", companyId: 280 }),
      await userCacheName({ accountId: "demo280", companyId: 280 }),
      // "demo" + "1280" must not collide with "demo1" + "280"
      await userCacheName({ accountId: "demo1", companyId: 280 }),
    ];
    expect(new Set(names).size).toBe(4);
    expect(demo1).toBe(await userCacheName({ accountId: "demo", companyId: 1 }));
    for (const name of names) {
      expect(name).toMatch(new RegExp(`^${USER_CACHE_PREFIX}[0-9a-f]{32}$`));
      expect(name).not.toContain("demo");
    }
  });

  it("lists the other users' caches for deletion, never the shell's", () => {
    const names = ["workbox-precache-v2-x", "gp-user-aa", "gp-user-bb", "other"];
    expect(foreignUserCaches(names, "gp-user-aa")).toEqual(["gp-user-bb"]);
    expect(foreignUserCaches(names, undefined)).toEqual(["gp-user-aa", "gp-user-bb"]);
  });
});

describe("request identity", () => {
  it("comes from the bearer token's account and company", () => {
    expect(
      identityFromRequest(request(`Bearer ${token({ accountId: "a", companyId: 7 })}`)),
    ).toEqual({ accountId: "a", companyId: 7 });
    expect(identityFromRequest(request())).toBeUndefined();
    expect(identityFromRequest(request("Bearer not-a-jwt"))).toBeUndefined();
    expect(identityFromRequest(request(`Bearer ${token({ accountId: "a" })}`))).toBeUndefined();
  });

  it("matches only the same account in the same company", () => {
    const a1 = { accountId: "a", companyId: 1 };
    expect(sameIdentity(a1, { accountId: "a", companyId: 1 })).toBe(true);
    expect(sameIdentity(a1, { accountId: "a", companyId: 2 })).toBe(false);
    expect(sameIdentity(a1, { accountId: "b", companyId: 1 })).toBe(false);
    expect(sameIdentity(a1, undefined)).toBe(false);
    expect(sameIdentity(undefined, undefined)).toBe(false);
  });

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
