import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { primeWorkerCacheOnFirstControl } from "./prime-worker-cache";

function stubServiceWorker(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});

function clientWithData() {
  const client = new QueryClient();
  for (const key of [["menu", "WORK"], ["favorite"], ["weather"], ["user"]]) {
    client.setQueryData(key, []);
  }
  return client;
}
const staleRoots = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey[0]);

describe("first control by the service worker", () => {
  it("refetches the lists the worker keeps, once, when it takes over a page", () => {
    const container = stubServiceWorker(null);
    const client = clientWithData();
    client.setDefaultOptions({ queries: { staleTime: Infinity } });
    primeWorkerCacheOnFirstControl(client);
    expect(staleRoots(client)).toEqual([]);

    container.dispatchEvent(new Event("controllerchange"));
    expect(staleRoots(client).sort()).toEqual(["favorite", "menu", "weather"]);
  });

  it("leaves a page alone that a worker already controlled (an update)", () => {
    const container = stubServiceWorker({});
    const client = clientWithData();
    client.setDefaultOptions({ queries: { staleTime: Infinity } });
    const invalidate = vi.spyOn(client, "invalidateQueries");
    primeWorkerCacheOnFirstControl(client);
    container.dispatchEvent(new Event("controllerchange"));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
