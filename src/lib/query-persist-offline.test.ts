import { QueryClient, dehydrate, hydrate } from "@tanstack/react-query";
import type { PersistedClient } from "@tanstack/react-query-persist-client";
import { describe, expect, it, vi } from "vitest";
import { shouldPersistQuery } from "./query-persist";
import { createScopedPersister } from "./query-persister";

/**
 * Issue 12 defect 2: offline, every refetch of a reload fails. The query keeps its data but turns
 * "error"; the next write of the persisted cache must still hold that data, as a success, so the
 * reload after it shows the same screen.
 */
async function offlineReloads(count: number) {
  const stored = new Map<string, string>();
  const persister = createScopedPersister({
    key: "k",
    storage: {
      get: async (key) => stored.get(key),
      set: async (key, value) => void stored.set(key, value),
      del: async (key) => void stored.delete(key),
    },
    currentBuster: async () => "v1:demo:1",
    maxBytes: 1_000_000,
    rank: () => 0,
    throttleMs: 10,
  });
  const persist = async (client: QueryClient) => {
    await persister.persistClient({
      timestamp: Date.now(),
      buster: "",
      clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }),
    });
    await vi.advanceTimersByTimeAsync(20);
  };
  const online = new QueryClient();
  online.setQueryData(["user"], { name: "홍길동" });
  await persist(online);

  let page = online;
  for (let reload = 0; reload < count; reload += 1) {
    page = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const restored = (await persister.restoreClient()) as PersistedClient | undefined;
    if (restored) hydrate(page, restored.clientState);
    await page
      .fetchQuery({
        queryKey: ["user"],
        queryFn: () => Promise.reject(new TypeError("Failed to fetch")),
        staleTime: 0,
      })
      .catch(() => undefined);
    await persist(page);
  }
  return persister;
}

describe("persisted cache offline", () => {
  it("keeps what was seen through any number of reloads whose refetch fails", async () => {
    vi.useFakeTimers();
    const persister = await offlineReloads(3);
    // What the fourth reload restores: the name, as data to show (not as an error).
    const next = new QueryClient();
    hydrate(next, ((await persister.restoreClient()) as PersistedClient).clientState);
    expect(next.getQueryState(["user"])).toMatchObject({
      data: { name: "홍길동" },
      status: "success",
    });
    vi.useRealTimers();
  });

  it("persists a failed query only while it holds data, and never one outside the allowlist", () => {
    const client = new QueryClient();
    client.setQueryData(["mypage", "point"], { base: 1 });
    client.setQueryData(["approval"], { draftCount: 1 });
    const keys = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map(
      (q) => q.queryKey,
    );
    expect(keys).toEqual([["mypage", "point"]]);
    const failed = { queryKey: ["user"], state: { status: "error", data: undefined } };
    expect(shouldPersistQuery(failed as never)).toBe(false);
    const stale = { queryKey: ["user"], state: { status: "error", data: { name: "x" } } };
    expect(shouldPersistQuery(stale as never)).toBe(true);
  });
});
