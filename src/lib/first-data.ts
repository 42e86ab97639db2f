import type { FetchQueryOptions, QueryClient, QueryKey } from "@tanstack/react-query";
import { cacheRestoredInTime } from "./cache-restored";

/*
 * Route loaders and the persisted cache. On a cold start the cache is restored from IndexedDB in
 * the background while the first route loads; a loader that fetched at once would race the
 * restore and, offline, wait for a network that is not there. So a loader first waits for the
 * restore (bounded like the restore itself), and then only waits for the server when the screen
 * has nothing to show and the device says it is online.
 */

/**
 * The screen's first data for a route `loader` (TanStack Router + Query: `ensureQueryData`). A
 * failed fetch does not fail the route: the query's own error state and the global error handling
 * (the QueryCache's onError) show it on the screen, which keeps its header and a way back.
 */
export async function ensureFirstData<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  await cacheRestoredInTime();
  if (queryClient.getQueryData(options.queryKey) !== undefined) return;
  if (typeof navigator !== "undefined" && !navigator.onLine) return;
  await queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined, // shown by the screen (see above), not by the router's error page
  );
}
