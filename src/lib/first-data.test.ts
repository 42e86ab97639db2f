import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureFirstData } from "./first-data";

afterEach(() => vi.unstubAllGlobals());

const online = (value: boolean) => vi.stubGlobal("navigator", { ...navigator, onLine: value });

describe("a route loader's first data", () => {
  it("waits for the persisted cache's restore, then uses what it restored without a fetch", async () => {
    // The restore settles once per page: a fresh copy of the modules, whatever ran before here.
    vi.resetModules();
    const { markCacheRestored } = await import("./cache-restored");
    const { ensureFirstData } = await import("./first-data");
    const client = new QueryClient();
    const queryFn = vi.fn(async () => "from the server");
    let done = false;
    const loading = ensureFirstData(client, { queryKey: ["notices", 1], queryFn }).then(
      () => (done = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    client.setQueryData(["notices", 1], "restored");
    markCacheRestored();
    await loading;
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("online with nothing cached: the screen opens with the server's answer in the cache", async () => {
    online(true);
    const client = new QueryClient();
    await ensureFirstData(client, { queryKey: ["schedule"], queryFn: async () => ["day"] });
    expect(client.getQueryData(["schedule"])).toEqual(["day"]);
  });

  it("offline with nothing cached: returns at once instead of waiting for a network", async () => {
    online(false);
    const client = new QueryClient();
    const queryFn = vi.fn(() => new Promise<never>(() => undefined));
    await ensureFirstData(client, { queryKey: ["schedule"], queryFn });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("a failed fetch does not fail the route: the query holds the error for the screen", async () => {
    online(true);
    const client = new QueryClient();
    const failing = async () => Promise.reject(new Error("500"));
    await expect(
      ensureFirstData(client, { queryKey: ["x"], queryFn: failing, retry: false }),
    ).resolves.toBeUndefined();
    expect(client.getQueryState(["x"])?.status).toBe("error");
  });
});
