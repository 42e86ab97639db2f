import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { PersistQueryClientProvider } from "@tanstack/react-query-persist-client";
import { useMemo, type ReactNode } from "react";
import { i18n } from "./lib/i18n";
import { queryClient as appQueryClient } from "./lib/query-client";
import { createPersistOptions } from "./lib/query-persist";

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Persist allowlisted queries to IndexedDB (default). Tests may turn it off. */
  persist?: boolean;
  /** accountId and companyId of the stored session: part of the persisted cache's buster. */
  cacheScope?: readonly (string | number | undefined)[];
}

/**
 * i18n and the query cache. The persisted cache is restored in the background: children render at
 * once, queries wait for the restore (bounded by RESTORE_TIMEOUT_MS) before fetching.
 */
export function AppProviders({
  children,
  queryClient = appQueryClient,
  persist = true,
  cacheScope = [],
}: AppProvidersProps) {
  const scopeKey = cacheScope.join(":");
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the joined scope
  const persistOptions = useMemo(() => createPersistOptions(...cacheScope), [scopeKey]);
  return (
    <I18nProvider i18n={i18n}>
      {persist ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </I18nProvider>
  );
}
