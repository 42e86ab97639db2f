/**
 * During a rolling deploy a page of build N can ask a node that serves build N+1 for one of N's
 * lazily loaded chunks. The deploy keeps the previous build's assets (docs/operations.md "Rolling
 * deploy"), but a page older than that, or a skipped step, gets a 404: the dynamic import fails.
 * Instead of an error screen, the app reloads and so starts on the build the server has now.
 *
 * Vite reports every failed dynamic import (and a failed CSS preload of one) as the window event
 * `vite:preloadError`. TanStack Router has its own reload for route components only; this covers
 * route loaders, CSS and React.lazy too.
 */

const KEY = "chunk-reload-at";
/**
 * One automatic reload per tab within this window. A chunk that fails again right after a reload
 * is really missing (not a deploy): the error shows instead of reloading forever. A later deploy,
 * minutes or hours on in the same tab, may reload it again.
 */
export const RELOAD_WINDOW_MS = 60_000;

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

/** Whether to reload now; records the reload when it says yes. */
export function claimReload(storage: KeyValueStore, now: number): boolean {
  try {
    const last = Number(storage.getItem(KEY));
    // A time in the future (the clock was set back) counts as recent: no reload.
    if (last > 0 && now - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(KEY, String(now));
    return true;
  } catch {
    return false; // no sessionStorage (privacy mode, quota): without a guard, never reload
  }
}

let reloading = false;

/** True once a reload is under way: error screens render nothing meanwhile. */
export const isReloading = () => reloading;

export function installChunkReload(win: Window = window): void {
  win.addEventListener("vite:preloadError", () => {
    // Offline, the chunk failed for want of a network, not because of a deploy: a reload would
    // only trade the app's error for the browser's offline page.
    if (reloading || !win.navigator.onLine) return;
    if (!claimReload(win.sessionStorage, Date.now())) return;
    reloading = true;
    win.location.reload();
  });
}
