import type { AnyRouter } from "@tanstack/react-router";

/** The latest start of what waits for the first screen (a route that never resolves, say). */
const LATEST_START_MS = 4000;

let shown: Promise<void> | undefined;
let done = false;

/** Runs `task` when the main thread is idle; without requestIdleCallback (Safari), very soon. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 50);
}

/**
 * Called once by main.tsx with the app's router, before the first render: from then on
 * firstScreenShown() waits until that router resolved its first route (chunk and loader in) and
 * the browser had an idle moment to paint it.
 */
export function watchFirstScreen(router: AnyRouter): void {
  shown = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe("onResolved", () => {
      unsubscribe();
      whenIdle(resolve);
    });
    setTimeout(resolve, LATEST_START_MS);
  });
}

/**
 * What the first screen does not show (the service worker, the offline notice, the outbox sync)
 * waits for this, so its chunks do not compete with the screen's own for the network and the main
 * thread. Without a watched router (tests render the app without main.tsx) it resolves at once.
 */
export const firstScreenShown = (): Promise<void> =>
  (shown ?? Promise.resolve()).then(() => {
    done = true;
  });

/** True once firstScreenShown() has resolved for some caller: a later screen need not wait. */
export const isFirstScreenShown = (): boolean => done;
