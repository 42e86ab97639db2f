import { clientsClaim } from "workbox-core";

export interface SkipWaitingMessage {
  type: "SKIP_WAITING";
}

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "SKIP_WAITING"
  );
}

/**
 * A new worker waits until the page asks it to take over (the update prompt sends SKIP_WAITING
 * through workbox-window); once active it claims the open clients.
 */
export function setupLifecycle(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("message", (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting();
  });
  clientsClaim();
}
