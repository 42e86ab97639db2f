import type { QueryClient } from "@tanstack/react-query";

/** Query roots whose requests the service worker keeps per user (src/sw/api-routes.ts). */
export const WORKER_CACHED_ROOTS = ["menu", "favorite", "weather", "organization"] as const;

/**
 * On the very first visit the page loads its data before the service worker controls it, so the
 * worker has kept nothing for offline use. When a worker takes control of a page that had none,
 * the lists it keeps are fetched again, this time through it. A page that was already controlled
 * (an update) refetches nothing.
 */
export function primeWorkerCacheOnFirstControl(queryClient: QueryClient): () => void {
  if (!("serviceWorker" in navigator) || navigator.serviceWorker.controller) return () => {};
  const onControl = () => {
    for (const root of WORKER_CACHED_ROOTS) {
      void queryClient.invalidateQueries({ queryKey: [root] });
    }
  };
  navigator.serviceWorker.addEventListener("controllerchange", onControl, { once: true });
  return () => navigator.serviceWorker.removeEventListener("controllerchange", onControl);
}
