import { replayOutbox } from "../platform/outbox/replay";
import { createOutboxStore } from "../platform/outbox/store";
import { refreshTokens } from "../lib/token-refresh";
import { tokenStore } from "../lib/token-store";
import { forgetCachedPaths } from "./api-cache";
import { pathsChangedByEdit } from "./api-routes";

/** The page asks for this Background Sync tag whenever it queues an edit (page-replay.ts). */
export const OUTBOX_SYNC_TAG = "gp-outbox";

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The worker's own requests skip its routes, so a saved list's cached answer is dropped here (as
 * runtime-routes.ts does for the page's saves): the next read must not show the old list.
 */
const fetchAndForget: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const response = await fetch(request.clone());
  if (response.ok) {
    const changed = pathsChangedByEdit(new URL(request.url), request.method);
    await forgetCachedPaths(request, changed).catch(() => undefined);
  }
  return response;
};

function replay(force: boolean) {
  return replayOutbox({
    store: createOutboxStore(),
    force,
    fetch: fetchAndForget,
    accessToken: async () => {
      tokenStore.invalidate(); // the pages write the same IndexedDB
      return tokenStore.get("access");
    },
    refresh: refreshTokens,
  }).catch((error: unknown) => console.error("Outbox replay in the worker failed", error));
}

/**
 * The worker's replay triggers (DESIGN section 6): Background Sync, where the browser has it, and
 * every start of the worker (a browser without Background Sync still starts it on navigation).
 * Pages hear the result on the outbox channel; a refused refresh leaves the entries for the
 * page, which asks for a login.
 */
export function setupOutboxReplay(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("sync", (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replay(true));
  });
  void replay(false);
}
