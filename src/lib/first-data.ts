import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from "@tanstack/react-query";
import { cacheRestored } from "./cache-restored";
import { RESTORE_TIMEOUT_MS } from "./query-persist";

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
  if (!(await needsFirstFetch(queryClient, options.queryKey))) return;
  await queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined, // shown by the screen (see above), not by the router's error page
  );
}

/** ensureFirstData for a paged list (`infiniteQueryOptions`): its first page, same rules. */
export async function ensureFirstPages<TData, TKey extends QueryKey, TPageParam>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<TData, Error, TData, TKey, TPageParam>,
): Promise<void> {
  if (!(await needsFirstFetch(queryClient, options.queryKey))) return;
  await queryClient.ensureInfiniteQueryData(options).then(
    () => undefined,
    () => undefined, // shown by the screen (see above)
  );
}

/** After the restore (bounded): nothing cached for `queryKey` and the device online. */
async function needsFirstFetch(queryClient: QueryClient, queryKey: QueryKey): Promise<boolean> {
  await Promise.race([
    cacheRestored,
    new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
  ]);
  if (queryClient.getQueryData(queryKey) !== undefined) return false;
  return typeof navigator === "undefined" || navigator.onLine;
}
