import type { Query } from "@tanstack/react-query";
import type { PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";
// The session module's files, not its index: its purge imports this file (no import cycle).
import type { Identity } from "../platform/session/identity";
import { readIdentity } from "../platform/session/signed-in";
import { queryCacheBuster } from "../platform/session/store-names";
import { PERSIST_MAX_AGE, RESTORE_TIMEOUT_MS } from "./persist-limits";
import { createScopedPersister, type ScopedPersister } from "./query-persister";

export { PERSIST_MAX_AGE, RESTORE_TIMEOUT_MS };

/**
 * The ONLY place that decides which queries are written to IndexedDB. A query is persisted when its
 * key's first segment is listed here, so feature key factories must start with one of these roots
 * (e.g. `["menu", "WORK"]`, `["user"]`). Every screen's reads are listed (DESIGN section 6: offline
 * shows what was seen); the store is per user (buster) and wiped on logout. The order is the
 * priority under the size cap: home first.
 */
export const PERSISTED_QUERY_ROOTS = [
  "user",
  "menu",
  "favorite",
  "weather",
  "banner",
  "organization",
  "mypage",
  "schedule",
  "notices",
  "push",
] as const;
export type PersistedQueryRoot = (typeof PERSISTED_QUERY_ROOTS)[number];

export const QUERY_CACHE_KEY = "query-cache";
/** localStorage key of a write made while the page was being left (cleared on logout too). */
const SPILL_KEY = "gp-query-leaving";

/**
 * Any allowlisted query that holds data, also when its last fetch failed: offline every refetch
 * fails, and dropping those (TanStack's default keeps only "success") emptied the next reload.
 */
export function shouldPersistQuery(query: Pick<Query, "queryKey" | "state">): boolean {
  const root = query.queryKey[0];
  return (
    query.state.data !== undefined &&
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
  spill: {
    read: () => localStorage.getItem(SPILL_KEY) ?? undefined,
    write: (text) => localStorage.setItem(SPILL_KEY, text),
    clear: () => localStorage.removeItem(SPILL_KEY),
  },
});

/**
 * A page left within the write throttle (a reload, a link to another screen, the app sent to the
 * background and killed) would lose what it had just shown: the pending write goes at once to
 * localStorage, which is synchronous, and the next restore moves it into IndexedDB.
 */
if (typeof window !== "undefined") {
  const leaving = () => scopedPersister.leaving();
  window.addEventListener("pagehide", leaving);
  document.addEventListener("visibilitychange", () => document.hidden && leaving());
}

/** The store of the persisted queries; restoreAndPersist (query-restore.ts) bounds its restore. */
export const queryPersister: ScopedPersister = scopedPersister;

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
