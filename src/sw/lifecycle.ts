import { clientsClaim } from "workbox-core";
import { isSkipWaitingMessage } from "../lib/sw-messages";

/**
 * A new worker waits until the page asks it to take over (the update prompt sends SKIP_WAITING,
 * lib/register-sw.ts); once active it claims the open clients.
 */
export function setupLifecycle(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("message", (event) => {
    if (isSkipWaitingMessage(event.data)) void scope.skipWaiting();
  });
  clientsClaim();
}
