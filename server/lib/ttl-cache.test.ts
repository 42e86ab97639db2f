import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache";

function cacheAt(start = 0, maxEntries = 10) {
  const clock = { now: start };
  const cache = new TtlCache<string>({ ttlMs: 1_000, maxEntries, now: () => clock.now });
  let loads = 0;
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { cache, clock, load, loads: () => loads };
}

describe("TtlCache", () => {
  it("answers from memory within the TTL and loads again after it", async () => {
    const { cache, clock, load, loads } = cacheAt();
    expect(await cache.get("k", load("a"))).toBe("a");
    clock.now = 999;
    expect(await cache.get("k", load("b"))).toBe("a");
    clock.now = 1_000;
    expect(await cache.get("k", load("c"))).toBe("c");
    expect(loads()).toBe(2);
  });

  it("drops entries by key prefix and by value", async () => {
    const { cache, load } = cacheAt();
    await cache.get("1/a", load("x"));
    await cache.get("12/a", load("y"));
    cache.deletePrefix("1/");
    expect(await cache.get("1/a", load("x2"))).toBe("x2");
    expect(await cache.get("12/a", load("y2"))).toBe("y");
    cache.deleteWhere((_key, value) => value === "y");
    expect(await cache.get("12/a", load("y3"))).toBe("y3");
  });

  it("does not keep an answer loaded while an invalidation happened", async () => {
    const { cache, load } = cacheAt();
    const stale = await cache.get("k", async () => {
      cache.deletePrefix(""); // the change's announcement arrives during the read
      return "old";
    });
    expect(stale).toBe("old");
    expect(await cache.get("k", load("new"))).toBe("new");
  });

  it("keeps nothing and serves nothing while disabled", async () => {
    const { cache, load, loads } = cacheAt();
    await cache.get("k", load("a"));
    cache.reset(false);
    expect(await cache.get("k", load("b"))).toBe("b");
    expect(await cache.get("k", load("c"))).toBe("c");
    cache.reset(true);
    await cache.get("k", load("d"));
    expect(await cache.get("k", load("e"))).toBe("d");
    expect(loads()).toBe(4);
  });

  it("holds at most maxEntries, dropping the oldest, and skips answers keep refuses", async () => {
    const { cache, load } = cacheAt(0, 2);
    for (const key of ["a", "b", "c"]) await cache.get(key, load(key));
    expect(cache.size).toBe(2);
    expect(await cache.get("a", load("a2"))).toBe("a2");
    await cache.get("n", load("no"), (value) => value !== "no");
    expect(await cache.get("n", load("yes"))).toBe("yes");
  });
});
