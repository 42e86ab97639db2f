import { createStore, get } from "idb-keyval";
import { beforeEach, describe, expect, it } from "vitest";
import { TOKEN_DB, tokenStore } from "./token-store";

const raw = (key: string) => get(key, createStore(TOKEN_DB.database, TOKEN_DB.store));

describe("tokenStore", () => {
  beforeEach(async () => {
    await tokenStore.clear();
  });

  it("stores tokens in IndexedDB and serves them from memory", async () => {
    await tokenStore.set({ access: "a1", refresh: "r1" });
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
    expect(await raw("accessToken")).toBe("a1");
    expect(await raw("refreshToken")).toBe("r1");
  });

  it("survives a reload (cache dropped) by reading IndexedDB", async () => {
    await tokenStore.set({ temporary: "tmp" });
    tokenStore.invalidate();
    expect(await tokenStore.get("temporary")).toBe("tmp");
  });

  it("null removes a token, a missing key keeps it", async () => {
    await tokenStore.set({ access: "a1", refresh: "r1", temporary: "t1" });
    await tokenStore.set({ access: "a2", temporary: null });
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r1" });
    expect(await raw("temporaryToken")).toBeUndefined();
  });

  it("clear removes everything, or only the named tokens", async () => {
    await tokenStore.set({ access: "a", refresh: "r", temporary: "t" });
    await tokenStore.clear(["temporary"]);
    expect(await tokenStore.getAll()).toEqual({ access: "a", refresh: "r" });
    await tokenStore.clear();
    tokenStore.invalidate();
    expect(await tokenStore.getAll()).toEqual({});
  });

  it("returns copies, not the cache itself", async () => {
    await tokenStore.set({ access: "a" });
    const tokens = await tokenStore.getAll();
    tokens.access = "tampered";
    expect(await tokenStore.get("access")).toBe("a");
  });
});
