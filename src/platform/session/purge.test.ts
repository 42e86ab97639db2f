import { QueryClient } from "@tanstack/react-query";
import { createStore, get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_CACHE_KEY } from "../../lib/query-persist";
import { tokenStore } from "../../lib/token-store";
import { newEntry } from "../outbox/entry";
import { outboxStore, type OutboxStore } from "../outbox/store";
import { outboxOwner, type Identity } from ".";
import { clearUserData, purgeSession } from "./purge";
import { unsignedToken } from "../../../tests/helpers/tokens";

const ME: Identity = { accountId: "demo", companyId: 1 };
const queryStore = createStore("gp-query", "cache");

/** The device's outbox with edits of two users, and of the same user in two companies. */
async function fillOutbox() {
  const edits = ["demo@1|favorite", "demo@1|menu:WORK", "demo@280|favorite", "other@1|favorite"];
  for (const [owner, list] of edits.map((key) => key.split("|") as [string, string])) {
    const edit = { list, owner, path: "/favorite", body: [], queryKey: ["favorite"] };
    await outboxStore().put(newEntry(edit, 1));
  }
}
const keysLeft = async () =>
  (await outboxStore().list()).map((entry) => `${entry.owner}|${entry.list}`).sort();

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
  await tokenStore.set({ access: unsignedToken(ME), refresh: "r1" });
  await set(QUERY_CACHE_KEY, '{"clientState":{}}', queryStore);
  await outboxStore().clear();
  await fillOutbox();
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("logout purge", () => {
  it("removes the signed-in user's stores and keeps the other users' edits", async () => {
    const caches = fakeCaches(["gp-user-1a2b", "workbox-precache-v2-x", "gp-shell-v1"]);

    await purgeSession(queryClient, ME);

    expect(await tokenStore.getAll()).toEqual({});
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(await get(QUERY_CACHE_KEY, queryStore)).toBeUndefined();
    expect([...caches]).toEqual(["workbox-precache-v2-x", "gp-shell-v1"]);
    // The same account in another company is another owner: its edits wait for that session.
    expect(await keysLeft()).toEqual(["demo@280|favorite", "other@1|favorite"]);
    expect((await keysLeft()).some((key) => key.startsWith(`${outboxOwner(ME)}|`))).toBe(false);
  });

  it("still clears the rest when one store fails", async () => {
    fakeCaches(["gp-user-1a2b"]);
    const broken = {
      ...outboxStore(),
      list: () => Promise.reject(new Error("IndexedDB gone")),
    } satisfies OutboxStore;
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await purgeSession(queryClient, ME, broken);
    expect(await tokenStore.getAll()).toEqual({});
    expect(await get(QUERY_CACHE_KEY, queryStore)).toBeUndefined();
    expect(await caches.keys()).toEqual([]);
  });

  it("without an identity removes no outbox entry (nobody's edits to drop)", async () => {
    fakeCaches([]);
    await purgeSession(queryClient, undefined);
    expect(await keysLeft()).toHaveLength(4);
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
    expect(await keysLeft()).toHaveLength(4);
  });
});
