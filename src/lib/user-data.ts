import type { QueryClient } from "@tanstack/react-query";
import { clearPersistedQueries } from "./query-persist";

/** Prefix of the service worker's per-user runtime caches (DESIGN section 6). */
export const USER_CACHE_PREFIX = "gp-user-";

/** Deletes every Cache Storage cache whose name starts with "gp-user-" (works offline). */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)),
  );
}

/**
 * Forgets everything cached for the current user: the in-memory query cache, the persisted query
 * cache (IndexedDB) and the per-user Cache Storage caches. Logout and company switch call it.
 * Each part is attempted even if another fails.
 */
export async function clearUserData(queryClient: QueryClient): Promise<void> {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  const results = await Promise.allSettled([clearPersistedQueries(), clearUserCaches()]);
  for (const result of results) {
    if (result.status === "rejected") console.warn("Could not clear user data", result.reason);
  }
}
