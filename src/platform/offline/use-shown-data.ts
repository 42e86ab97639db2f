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

/**
 * Whether a part of the screen has nothing to show: a query it uses now holds no data and its try
 * failed, or waits for a network that is not there. The header's user alone is not the screen:
 * a chart or a month opened offline, never stored, must not read as "showing what was received".
 */
export function shownDataMissing(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ type: "active" })
    .some(
      ({ state, meta }) =>
        meta?.shown !== false &&
        state.data === undefined &&
        (state.status === "error" || state.fetchStatus === "paused"),
    );
}

/**
 * What the offline notice names, kept current (only subscribed while `enabled`, the notice
 * shows): when the data on screen was received, and whether a part of the screen has none.
 */
export function useShownData(enabled: boolean): { since: number; missing: boolean } {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      enabled ? queryClient.getQueryCache().subscribe(onChange) : () => undefined,
    [queryClient, enabled],
  );
  const since = useSyncExternalStore(
    subscribe,
    () => (enabled ? oldestShownData(queryClient) : 0),
    () => 0,
  );
  const missing = useSyncExternalStore(
    subscribe,
    () => enabled && shownDataMissing(queryClient),
    () => false,
  );
  return { since, missing };
}
