import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import type { Query } from "@tanstack/react-query";
import type { PersistQueryClientOptions, Persister } from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";
import { APP_VERSION } from "./app-version";

/**
 * The ONLY place that decides which queries are written to IndexedDB. A query is persisted when its
 * key's first segment is listed here, so feature key factories must start with one of these roots
 * (e.g. `["menu", "WORK"]`, `["user"]`). Everything else (approval counts, notices, ...) stays in memory.
 */
export const PERSISTED_QUERY_ROOTS = [
  "user",
  "menu",
  "favorite",
  "weather",
  "banner",
  "organization",
] as const;
export type PersistedQueryRoot = (typeof PERSISTED_QUERY_ROOTS)[number];

export const PERSIST_MAX_AGE = 24 * 60 * 60 * 1000;
/** Restoring never holds queries back longer than this; a slow IndexedDB just means no restore. */
export const RESTORE_TIMEOUT_MS = 1000;
export const QUERY_CACHE_KEY = "query-cache";

export function shouldPersistQuery(query: Pick<Query, "queryKey" | "state">): boolean {
  const root = query.queryKey[0];
  return (
    query.state.status === "success" &&
    typeof root === "string" &&
    (PERSISTED_QUERY_ROOTS as readonly string[]).includes(root)
  );
}

/** App version today; the identity work appends accountId and companyId (DESIGN section 6). */
export function buildCacheBuster(...scope: (string | number | undefined)[]): string {
  return [`v${APP_VERSION}`, ...scope.filter((part) => part !== undefined)].join(":");
}

let store: UseStore | undefined;
const queryStore = () => (store ??= createStore("gp-query", "cache"));

function withRestoreTimeout(persister: Persister, timeoutMs: number): Persister {
  return {
    ...persister,
    restoreClient: () =>
      Promise.race([
        Promise.resolve(persister.restoreClient()),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), timeoutMs)),
      ]),
  };
}

export const queryPersister = withRestoreTimeout(
  createAsyncStoragePersister({
    key: QUERY_CACHE_KEY,
    throttleTime: 1000,
    storage: {
      getItem: (key) => get<string>(key, queryStore()),
      setItem: (key, value: string) => set(key, value, queryStore()),
      removeItem: (key) => del(key, queryStore()),
    },
  }),
  RESTORE_TIMEOUT_MS,
);

/** Persist options whose buster carries the session scope (accountId, companyId) when known. */
export function createPersistOptions(
  ...scope: (string | number | undefined)[]
): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister: queryPersister,
    maxAge: PERSIST_MAX_AGE,
    buster: buildCacheBuster(...scope),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

export const persistOptions = createPersistOptions();

/** Wipes the persisted query cache (logout, company switch). */
export function clearPersistedQueries(): Promise<void> {
  return clear(queryStore());
}
