import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";

/**
 * When the data on screen was received: the oldest `dataUpdatedAt` among the queries the screen
 * uses now (active, holding data); 0 when it shows none. Offline that is what the notice names
 * ("what it shows"), not a vague "saved content".
 */
export function oldestShownData(queryClient: QueryClient): number {
  let oldest = 0;
  for (const query of queryClient.getQueryCache().findAll({ type: "active" })) {
    const { data, dataUpdatedAt } = query.state;
    if (data !== undefined && dataUpdatedAt > 0 && (oldest === 0 || dataUpdatedAt < oldest)) {
      oldest = dataUpdatedAt;
    }
  }
  return oldest;
}

/** oldestShownData, kept current; only subscribes while `enabled` (the notice shows). */
export function useShownSince(enabled: boolean): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      enabled ? queryClient.getQueryCache().subscribe(onChange) : () => undefined,
    [queryClient, enabled],
  );
  return useSyncExternalStore(
    subscribe,
    () => (enabled ? oldestShownData(queryClient) : 0),
    () => 0,
  );
}
