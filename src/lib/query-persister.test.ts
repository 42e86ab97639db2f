import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { describe, expect, it, vi } from "vitest";
import {
  createScopedPersister,
  serializeWithinCap,
  type ScopedPersisterOptions,
} from "./query-persister";

const query = (root: string, updatedAt: number, payload = "") => ({
  queryKey: [root],
  queryHash: JSON.stringify([root]),
  state: { data: payload, dataUpdatedAt: updatedAt, status: "success" },
});
const client = (queries: ReturnType<typeof query>[]) =>
  ({
    timestamp: 1,
    buster: "",
    clientState: { queries, mutations: [] },
  }) as unknown as PersistedClient;
const rank = (key: readonly unknown[]) =>
  ["user", "menu", "organization"].indexOf(key[0] as string);
const roots = (text: string | undefined) =>
  (JSON.parse(text!) as PersistedClient).clientState.queries.map((q) => q.queryKey[0]);

describe("persisted cache size cap", () => {
  it("stores a small cache whole", () => {
    const small = client([query("user", 1), query("menu", 2)]);
    expect(serializeWithinCap(small, 10_000, rank)).toBe(JSON.stringify(small));
  });

  it("drops the big, lower-ranked queries first and stays under the cap", () => {
    const big = client([
      query("organization", 9, "x".repeat(5_000)),
      query("menu", 3, "m".repeat(300)),
      query("user", 1, "홍길동"),
    ]);
    const text = serializeWithinCap(big, 2_000, rank);
    expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(2_000);
    expect(roots(text)).toEqual(["user", "menu"]);
  });

  it("counts UTF-8 bytes, not characters, and stores nothing when no query fits", () => {
    const korean = client([query("user", 1, "가".repeat(400))]); // ~1,200 bytes, 400 chars
    expect(serializeWithinCap(korean, 1_000, rank)).toBeUndefined();
  });
});

function memoryPersister(
  buster: { current: string | undefined },
  spill?: ScopedPersisterOptions["spill"],
) {
  const data = new Map<string, string>();
  const persister = createScopedPersister({
    key: "k",
    storage: {
      get: async (key) => data.get(key),
      set: async (key, value) => void data.set(key, value),
      del: async (key) => void data.delete(key),
    },
    currentBuster: async () => buster.current,
    maxBytes: 1_000_000,
    rank,
    throttleMs: 100,
    spill,
  });
  return { persister, data };
}

describe("scoped persister", () => {
  it("stamps the buster of whoever is signed in when it writes", async () => {
    vi.useFakeTimers();
    const buster = { current: "v1:demo:1" as string | undefined };
    const { persister } = memoryPersister(buster);
    await persister.persistClient(client([query("user", 1)]));
    buster.current = "v1:demo:280"; // company switch before the throttled write
    await vi.advanceTimersByTimeAsync(150);
    expect(await persister.restoreClient()).toMatchObject({ buster: "v1:demo:280" });
    vi.useRealTimers();
  });

  it("writes nothing while nobody is signed in", async () => {
    vi.useFakeTimers();
    const { persister, data } = memoryPersister({ current: undefined });
    await persister.persistClient(client([query("user", 1)]));
    await vi.advanceTimersByTimeAsync(150);
    expect(data.size).toBe(0);
    vi.useRealTimers();
  });

  it("drops a pending write when the cache is forgotten (logout)", async () => {
    vi.useFakeTimers();
    const { persister, data } = memoryPersister({ current: "v1:demo:1" });
    await persister.persistClient(client([query("user", 1, "홍길동")]));
    await persister.forget();
    await vi.advanceTimersByTimeAsync(150);
    expect(data.size).toBe(0);
    expect(await persister.restoreClient()).toBeUndefined();
    vi.useRealTimers();
  });
});

describe("scoped persister, page left", () => {
  it("spills a throttled write synchronously, and the next restore takes it into the storage", async () => {
    vi.useFakeTimers();
    let spilled: string | undefined;
    const spill = {
      read: () => spilled,
      write: (text: string) => void (spilled = text),
      clear: () => void (spilled = undefined),
    };
    const { persister, data } = memoryPersister({ current: "v1:demo:1" }, spill);
    await persister.persistClient(client([query("mypage", 1, "1,200,000")]));
    persister.leaving(); // pagehide: nothing may be awaited
    expect(roots(spilled)).toEqual(["mypage"]);
    await vi.advanceTimersByTimeAsync(150);
    expect(data.size).toBe(0); // the throttled write was taken over, not repeated

    expect(await persister.restoreClient()).toMatchObject({ buster: "v1:demo:1" });
    expect(roots(data.get("k"))).toEqual(["mypage"]);
    expect(spilled).toBeUndefined();
    vi.useRealTimers();
  });

  it("forgets a spilled write on logout", async () => {
    let spilled: string | undefined = "{}";
    const { persister } = memoryPersister(
      { current: "v1:demo:1" },
      {
        read: () => spilled,
        write: (text: string) => void (spilled = text),
        clear: () => void (spilled = undefined),
      },
    );
    await persister.forget();
    expect(spilled).toBeUndefined();
    expect(await persister.restoreClient()).toBeUndefined();
  });
});
