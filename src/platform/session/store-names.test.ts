import { describe, expect, it } from "vitest";
import { APP_VERSION } from "../../lib/app-version";
import {
  USER_CACHE_PREFIX,
  foreignUserCaches,
  outboxOwner,
  queryCacheBuster,
  userCacheName,
  type Identity,
} from ".";

const PAIRS: Identity[] = [
  { accountId: "demo", companyId: 1 },
  { accountId: "demo", companyId: 280 },
  { accountId: "demo280", companyId: 280 },
  // "demo" + 1280 must not collide with "demo1" + 280
  { accountId: "demo1", companyId: 280 },
  { accountId: "demo", companyId: 1280 },
];

describe("per-user store names", () => {
  it("differ per account and per company, for every store", async () => {
    const cacheNames = await Promise.all(PAIRS.map(userCacheName));
    expect(new Set(cacheNames).size).toBe(PAIRS.length);
    expect(new Set(PAIRS.map(queryCacheBuster)).size).toBe(PAIRS.length);
    expect(new Set(PAIRS.map(outboxOwner)).size).toBe(PAIRS.length);
  });

  it("are stable: the same identity always names the same stores", async () => {
    const again = { accountId: "demo", companyId: 1 };
    expect(await userCacheName(again)).toBe(await userCacheName(PAIRS[0]!));
    expect(queryCacheBuster(again)).toBe(`v${APP_VERSION}:demo:1`);
    // Entries already queued on devices carry this format: it must not change.
    expect(outboxOwner(again)).toBe("demo@1");
  });

  it("of the worker cache do not reveal who used the device", async () => {
    for (const name of await Promise.all(PAIRS.map(userCacheName))) {
      expect(name).toMatch(new RegExp(`^${USER_CACHE_PREFIX}[0-9a-f]{32}$`));
      expect(name).not.toContain("demo");
    }
  });

  it("without an identity, give a buster no signed-in session restores", () => {
    expect(queryCacheBuster(undefined)).toBe(`v${APP_VERSION}`);
    expect(PAIRS.map(queryCacheBuster)).not.toContain(queryCacheBuster(undefined));
  });

  it("pick the other users' worker caches for deletion, never the shell's", () => {
    const names = ["workbox-precache-v2-x", "gp-user-aa", "gp-user-bb", "other"];
    expect(foreignUserCaches(names, "gp-user-aa")).toEqual(["gp-user-bb"]);
    expect(foreignUserCaches(names, undefined)).toEqual(["gp-user-aa", "gp-user-bb"]);
  });
});
