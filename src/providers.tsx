import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { useMemo, type ReactNode } from "react";
import { markCacheRestored } from "./lib/cache-restored";
import { i18n } from "./lib/i18n";
import { queryClient as appQueryClient } from "./lib/query-client";
import { createPersistOptions } from "./lib/query-persist";
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
  const persistOptions = useMemo(
    () => createPersistOptions(identity),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the identity's two parts
    [identity?.accountId, identity?.companyId],
  );
  if (!persist) markCacheRestored();
  return (
    <I18nProvider i18n={i18n}>
      {persist ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={persistOptions}
          onSuccess={markCacheRestored}
          onError={markCacheRestored}
        >
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </I18nProvider>
  );
}
