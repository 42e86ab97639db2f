import { I18nProvider } from "@lingui/react";
import { IsRestoringProvider, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { markCacheRestored } from "./lib/cache-restored";
import { i18n } from "./lib/i18n";
import { queryClient as appQueryClient } from "./lib/query-client";
import { restoreAndPersist } from "./lib/query-restore";
import type { Identity } from "./platform/session";

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Persist allowlisted queries to IndexedDB (default). Tests may turn it off. */
  persist?: boolean;
  /** The stored session's identity: part of the persisted cache's buster. */
  identity?: Identity;
}

/**
 * Restores the persisted cache once, then keeps saving it. True while restoring: queries wait for
 * the restore before they fetch (TanStack's IsRestoringProvider), and route loaders wait for
 * `cacheRestoredInTime` (lib/first-data.ts), both bounded by RESTORE_TIMEOUT_MS.
 */
function usePersistedCache(queryClient: QueryClient, persist: boolean, identity?: Identity) {
  const [restoring, setRestoring] = useState(persist);
  // The identity of the start: a later sign-in gets its buster at write time (query-persist.ts).
  const startIdentity = useRef(identity);
  useEffect(() => {
    if (!persist) return;
    let stopped = false;
    let stopSaving: (() => void) | undefined;
    // In the entry's chunk: as a chunk of its own, it and its helpers were two more requests,
    // one after the other, before Main's rows (the restore feeds them).
    restoreAndPersist(queryClient, startIdentity.current)
      .then((stop) => (stopped ? stop() : (stopSaving = stop)))
      .catch((error: unknown) => console.error("The query cache is not persisted", error))
      .finally(() => {
        markCacheRestored();
        if (!stopped) setRestoring(false);
      });
    return () => {
      stopped = true;
      stopSaving?.();
    };
  }, [queryClient, persist]);
  return restoring;
}

/**
 * i18n and the query cache. The persisted cache is restored in the background: children render at
 * once, queries and route loaders (lib/first-data.ts) wait for the restore (bounded by
 * RESTORE_TIMEOUT_MS) before fetching.
 */
export function AppProviders({
  children,
  queryClient = appQueryClient,
  persist = true,
  identity,
}: AppProvidersProps) {
  const restoring = usePersistedCache(queryClient, persist, identity);
  if (!persist) markCacheRestored();
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
