import { replayOutbox } from "../features/outbox/replay";
import { createOutboxStore } from "../features/outbox/store";
import { refreshTokens } from "../lib/token-refresh";
import { tokenStore } from "../lib/token-store";

/** The page asks for this Background Sync tag whenever it queues an edit (page-replay.ts). */
export const OUTBOX_SYNC_TAG = "gp-outbox";

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function replay(force: boolean) {
  return replayOutbox({
    store: createOutboxStore(),
    force,
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
