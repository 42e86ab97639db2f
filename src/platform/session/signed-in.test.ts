import { createStore, set } from "idb-keyval";
import { afterEach, describe, expect, it } from "vitest";
import { TOKEN_DB, tokenStore } from "../../lib/token-store";
import { readIdentity, readSignedInIdentity } from ".";
import { readFreshSession } from "./token-session";
import { unsignedToken } from "../../../tests/helpers/tokens";

const idb = createStore(TOKEN_DB.database, TOKEN_DB.store);
afterEach(() => tokenStore.clear());

describe("who is signed in", () => {
  it("is nobody without an access token", async () => {
    await tokenStore.clear();
    expect(await readIdentity()).toBeUndefined();
    expect(await readSignedInIdentity()).toBeUndefined();
  });

  it("follows the token store in the page", async () => {
    await tokenStore.set({ access: unsignedToken({ accountId: "demo", companyId: 1 }) });
    expect(await readIdentity()).toEqual({ accountId: "demo", companyId: 1 });
    await tokenStore.set({ access: unsignedToken({ accountId: "demo", companyId: 280 }) });
    expect(await readIdentity()).toEqual({ accountId: "demo", companyId: 280 });
  });

  it("as the worker asks, is what IndexedDB holds now, not a remembered copy", async () => {
    await tokenStore.set({ access: unsignedToken({ accountId: "demo", companyId: 1 }) });
    // Another context (a tab, the worker) switches the company behind this one's memory cache.
    await set("accessToken", unsignedToken({ accountId: "demo", companyId: 280 }), idb);
    expect(await readIdentity()).toEqual({ accountId: "demo", companyId: 1 });
    expect(await readSignedInIdentity()).toEqual({ accountId: "demo", companyId: 280 });

    const fresh = await readFreshSession();
    expect(fresh.identity).toEqual({ accountId: "demo", companyId: 280 });
    expect(fresh.accessToken).toBe(unsignedToken({ accountId: "demo", companyId: 280 }));
  });
});
