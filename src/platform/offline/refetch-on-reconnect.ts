import type { QueryClient } from "@tanstack/react-query";

/**
 * When the device comes back online, asks again for every query on screen whose last try failed.
 * TanStack does that itself only when its own online state changes, and that state starts
 * "online": a screen opened while the device was offline, with nothing stored for it, failed at
 * once and would stay empty until the user moved on. The queries' own retries cover an answer
 * lost right after the event; the chart's tree, which never retries, asks again by itself
 * (use-ask-again-online.ts). A fetch already running is left to finish, not started over.
 */
export function refetchFailedOnReconnect(queryClient: QueryClient, win: Window = window) {
  const refetch = () =>
    void queryClient.refetchQueries(
      { type: "active", predicate: (query) => query.state.status === "error" },
      { cancelRefetch: false },
    );
  win.addEventListener("online", refetch);
  return () => win.removeEventListener("online", refetch);
}
