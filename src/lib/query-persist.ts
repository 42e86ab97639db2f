import type { Query } from "@tanstack/react-query";
import type { PersistQueryClientOptions, Persister } from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";
// The session module's files, not its index: its purge imports this file (no import cycle).
import type { Identity } from "../platform/session/identity";
import { readIdentity } from "../platform/session/signed-in";
import { queryCacheBuster } from "../platform/session/store-names";
import { createScopedPersister } from "./query-persister";

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

/** DESIGN section 6: "size cap about 1 MB" of serialized cache. */
export const PERSIST_MAX_BYTES = 1_000_000;

let store: UseStore | undefined;
const queryStore = () => (store ??= createStore("gp-query", "cache"));

/** Home's data first when the cap forces a choice (the order of PERSISTED_QUERY_ROOTS). */
function rootRank(queryKey: readonly unknown[]): number {
  const index = (PERSISTED_QUERY_ROOTS as readonly unknown[]).indexOf(queryKey[0]);
  return index === -1 ? PERSISTED_QUERY_ROOTS.length : index;
}

/** The buster of whoever is signed in now; undefined when nobody is (nothing is written). */
async function signedInBuster(): Promise<string | undefined> {
  const identity = await readIdentity();
  return identity && queryCacheBuster(identity);
}

const scopedPersister = createScopedPersister({
  key: QUERY_CACHE_KEY,
  storage: {
    get: (key) => get<string>(key, queryStore()),
    set: (key, value) => set(key, value, queryStore()),
    del: (key) => del(key, queryStore()),
  },
  currentBuster: signedInBuster,
  maxBytes: PERSIST_MAX_BYTES,
  rank: rootRank,
  throttleMs: 1000,
});

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

export const queryPersister = withRestoreTimeout(scopedPersister, RESTORE_TIMEOUT_MS);

/** Persist options whose buster carries the session's identity (accountId, companyId) when known. */
export function createPersistOptions(
  identity?: Identity,
): Omit<PersistQueryClientOptions, "queryClient"> {
  return {
    persister: queryPersister,
    maxAge: PERSIST_MAX_AGE,
    buster: queryCacheBuster(identity),
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

export const persistOptions = createPersistOptions();

/** Wipes the persisted query cache and cancels pending writes (logout, company switch). */
export async function clearPersistedQueries(): Promise<void> {
  await scopedPersister.forget();
  await clear(queryStore());
}
