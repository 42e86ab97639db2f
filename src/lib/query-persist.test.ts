import { QueryClient, dehydrate } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { APP_VERSION } from "./app-version";
import {
  PERSIST_MAX_AGE,
  clearPersistedQueries,
  createPersistOptions,
  persistOptions,
  shouldPersistQuery,
} from "./query-persist";
import { queryClient } from "./query-client";
import { tokenStore } from "./token-store";
import { unsignedToken } from "../../tests/helpers/tokens";

describe("query persistence", () => {
  it("dehydrates only successful queries under an allowlisted root", async () => {
    const client = new QueryClient();
    client.setQueryData(["menu", "WORK"], [{ id: 1 }]);
    client.setQueryData(["user"], { name: "홍길동" });
    client.setQueryData(["approval"], { draftCount: 1 });
    client.setQueryData([{ scope: "menu" }], 1);
    const keys = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map(
      (q) => q.queryKey,
    );
    expect(keys).toEqual(expect.arrayContaining([["menu", "WORK"], ["user"]]));
    expect(keys).toHaveLength(2);
  });

  it("keeps my page's notification settings for offline, and never the admin rights", () => {
    const client = new QueryClient();
    client.setQueryData(["push", "settings"], {
      notices: true,
      approvals: false,
      quietHours: null,
    });
    client.setQueryData(["admin", "access", 1], { kind: "GROUP", companyId: 1 });
    const keys = dehydrate(client, { shouldDehydrateQuery: shouldPersistQuery }).queries.map(
      (q) => q.queryKey,
    );
    expect(keys).toEqual([["push", "settings"]]);
  });

  it("uses a 24 h max age, a versioned buster and the allowlist hook", () => {
    expect(persistOptions.maxAge).toBe(PERSIST_MAX_AGE);
    expect(PERSIST_MAX_AGE).toBe(86_400_000);
    expect(persistOptions.buster).toBe(`v${APP_VERSION}`);
    const signedIn = createPersistOptions({ accountId: "acc", companyId: 1 });
    expect(signedIn.buster).toBe(`v${APP_VERSION}:acc:1`);
    expect(persistOptions.dehydrateOptions?.shouldDehydrateQuery).toBe(shouldPersistQuery);
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE);
  });

  it("restores what it saved, under the signed-in session's buster", async () => {
    const { persister } = persistOptions;
    await tokenStore.set({ access: unsignedToken({ accountId: "demo", companyId: 280 }) });
    await persister.persistClient({
      timestamp: 1,
      buster: "ignored",
      clientState: { queries: [], mutations: [] },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the persister throttles writes
    await expect(persister.restoreClient()).resolves.toMatchObject({
      buster: `v${APP_VERSION}:demo:280`,
      timestamp: 1,
    });
    await clearPersistedQueries();
    await tokenStore.clear();
    await expect(persister.restoreClient()).resolves.toBeUndefined();
  });
});
