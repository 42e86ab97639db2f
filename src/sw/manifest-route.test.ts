import { describe, expect, it } from "vitest";
import { MANIFEST_PATH, manifestNetworkFirst, type ManifestDeps } from "./manifest-route";

function fakeCache() {
  const entries = new Map<string, Response>();
  const cache = {
    match: async (key: RequestInfo | URL) => entries.get(String(key))?.clone(),
    put: async (key: RequestInfo | URL, response: Response) => {
      entries.set(String(key), response);
    },
  };
  return { entries, openCache: async () => cache };
}

const manifest = (name: string) =>
  new Response(JSON.stringify({ name }), {
    headers: { "content-type": "application/manifest+json" },
  });
const request = () => new Request(`https://portal.example${MANIFEST_PATH}`);

describe("the manifest in the worker", () => {
  it("asks the network first and keeps the newest answer, whatever its language", async () => {
    const { entries, openCache } = fakeCache();
    let name = "그룹 포털";
    const deps: ManifestDeps = { fetch: async () => manifest(name), openCache };
    expect(await (await manifestNetworkFirst(request(), deps)).json()).toEqual({ name });
    name = "Group Portal"; // the user switched to English
    expect(await (await manifestNetworkFirst(request(), deps)).json()).toEqual({ name });
    expect([...entries.keys()]).toEqual([MANIFEST_PATH]);
  });

  it("answers the kept manifest offline, and fails only without one", async () => {
    const { openCache } = fakeCache();
    const offline: ManifestDeps = {
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
      openCache,
    };
    await expect(manifestNetworkFirst(request(), offline)).rejects.toThrow("Failed to fetch");
    await manifestNetworkFirst(request(), { fetch: async () => manifest("集团门户"), openCache });
    expect(await (await manifestNetworkFirst(request(), offline)).json()).toEqual({
      name: "集团门户",
    });
  });

  it("does not keep an error answer", async () => {
    const { entries, openCache } = fakeCache();
    const failing: ManifestDeps = {
      fetch: async () => new Response("busy", { status: 503 }),
      openCache,
    };
    expect((await manifestNetworkFirst(request(), failing)).status).toBe(503);
    expect(entries.size).toBe(0);
  });
});
