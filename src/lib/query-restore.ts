import type { QueryClient } from "@tanstack/react-query";
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from "@tanstack/react-query-persist-client";
import type { Identity } from "../platform/session/identity";
import { RESTORE_TIMEOUT_MS } from "./persist-limits";
import { createPersistOptions, queryPersister } from "./query-persist";
import type { ScopedPersister } from "./query-persister";

export interface RestoreOptions {
  /** The store (default: the app's IndexedDB persister). */
  persister?: Pick<
    ScopedPersister,
    "restoreClient" | "persistClient" | "removeClient" | "forgotten"
  >;
  timeoutMs?: number;
}

/**
 * Restores the persisted queries into `queryClient` (dropping the stored cache when it is
 * unreadable), then saves the allowlisted ones on every change of the cache: what
 * PersistQueryClientProvider does, in a chunk of its own that loads beside the first paint
 * (src/providers.tsx) instead of in the home route's first chunk. Returns the stop of the saving.
 *
 * Resolves after RESTORE_TIMEOUT_MS at the latest, so a slow IndexedDB (a phone's cold start)
 * never holds the first queries back. A restore that comes later still joins the cache (newer data
 * in it wins), and saving starts only then: a save replaces the whole store, and one made before
 * the store was read would keep only what this page fetched, so every screen seen before but not
 * yet opened on this start would be gone offline. A late restore is dropped when a logout or
 * company switch forgot the store meanwhile: it holds the old session's data, which must not come
 * back into memory or into the next user's store.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  identity?: Identity,
  { persister: store = queryPersister, timeoutMs = RESTORE_TIMEOUT_MS }: RestoreOptions = {},
): Promise<() => void> {
  const forgotten = store.forgotten();
  const read = (async () => store.restoreClient())(); // the one read of the store
  const options = {
    ...createPersistOptions(identity),
    persister: { ...store, restoreClient: () => read },
    // The persist package pins its own, older query-core: the same client, typed by that copy
    // (PersistQueryClientProvider passed it along the same way).
    queryClient: queryClient as unknown as PersistQueryClientOptions["queryClient"],
  };
  let stopped = false;
  let stopSaving: (() => void) | undefined;
  const settled = read.catch(() => undefined); // persistQueryClientRestore reports a failed read
  const inTime = await Promise.race([
    settled.then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, timeoutMs, false)),
  ]);
  const restoreThenSave = async () => {
    if (inTime || store.forgotten() === forgotten)
      await persistQueryClientRestore(options).catch((error: unknown) =>
        console.warn("Query cache not restored", error),
      );
    if (stopped) return;
    stopSaving = persistQueryClientSubscribe(options);
    // Late: what changed meanwhile is saved now, by whoever is signed in now (the persister
    // stamps their buster).
    if (!inTime) void persistQueryClientSave(options);
  };
  if (inTime) await restoreThenSave();
  else void settled.then(restoreThenSave);
  return () => {
    stopped = true;
    stopSaving?.();
  };
}
