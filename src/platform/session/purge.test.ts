import { QueryClient } from "@tanstack/react-query";
import { createStore, get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_CACHE_KEY } from "../../lib/query-persist";
import { tokenStore } from "../../lib/token-store";
import { outboxOwner, type Identity } from ".";
import { clearUserData, purgeSession, type OwnedEntries } from "./purge";
import { tokenWith } from "./test-tokens";

const ME: Identity = { accountId: "demo", companyId: 1 };
const queryStore = createStore("gp-query", "cache");

/** An outbox with entries of two users and two companies, in memory. */
function fakeOutbox(): OwnedEntries & { owners: () => string[] } {
  let entries = ["demo@1|favorite", "demo@1|menu:WORK", "demo@280|favorite", "other@1|favorite"]
    .map((key) => key.split("|") as [string, string])
    .map(([owner, list]) => ({ owner, list }));
  return {
    list: async () => entries,
    remove: async (gone) => {
      entries = entries.filter((e) => e.owner !== gone.owner || e.list !== gone.list);
    },
    owners: () => entries.map((e) => `${e.owner}|${e.list}`),
  };
}

function fakeCaches(names: string[]) {
  const remaining = new Set(names);
  vi.stubGlobal("caches", {
    keys: async () => [...remaining],
    delete: async (name: string) => remaining.delete(name),
  });
  return remaining;
}

let queryClient: QueryClient;
beforeEach(async () => {
  queryClient = new QueryClient();
  queryClient.setQueryData(["user"], { accountId: "demo" });
  await tokenStore.set({ access: tokenWith(ME), refresh: "r1" });
  await set(QUERY_CACHE_KEY, '{"clientState":{}}', queryStore);
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("logout purge", () => {
  it("removes the signed-in user's stores and keeps the other users' edits", async () => {
    const caches = fakeCaches(["gp-user-1a2b", "workbox-precache-v2-x", "gp-shell-v1"]);
    const outbox = fakeOutbox();

    await purgeSession(queryClient, ME, outbox);

    expect(await tokenStore.getAll()).toEqual({});
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(await get(QUERY_CACHE_KEY, queryStore)).toBeUndefined();
    expect([...caches]).toEqual(["workbox-precache-v2-x", "gp-shell-v1"]);
    // The same account in another company is another owner: its edits wait for that session.
    expect(outbox.owners()).toEqual(["demo@280|favorite", "other@1|favorite"]);
    expect(outbox.owners().some((key) => key.startsWith(`${outboxOwner(ME)}|`))).toBe(false);
  });

  it("still clears the rest when one store fails", async () => {
    fakeCaches(["gp-user-1a2b"]);
    const broken: OwnedEntries = {
      list: () => Promise.reject(new Error("IndexedDB gone")),
      remove: () => Promise.resolve(),
    };
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await purgeSession(queryClient, ME, broken);
    expect(await tokenStore.getAll()).toEqual({});
    expect(await get(QUERY_CACHE_KEY, queryStore)).toBeUndefined();
    expect(await caches.keys()).toEqual([]);
  });

  it("without an identity removes no outbox entry (nobody's edits to drop)", async () => {
    fakeCaches([]);
    const outbox = fakeOutbox();
    await purgeSession(queryClient, undefined, outbox);
    expect(outbox.owners()).toHaveLength(4);
    expect(await tokenStore.getAll()).toEqual({});
  });
});

describe("clearUserData (company switch, lost login)", () => {
  it("drops the caches but keeps the tokens and the outbox", async () => {
    const caches = fakeCaches(["gp-user-1a2b", "gp-shell-v1"]);
    await clearUserData(queryClient);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(await get(QUERY_CACHE_KEY, queryStore)).toBeUndefined();
    expect([...caches]).toEqual(["gp-shell-v1"]);
    expect((await tokenStore.getAll()).refresh).toBe("r1");
  });
});
