import type { AnyRouter } from "@tanstack/react-router";
import { whenIdle } from "./when-idle";

/**
 * The latest start of what waits for the first screen while the device is online. Only a route
 * that never resolves reaches it: a slow phone can take several seconds for a first screen that is
 * still coming, and starting the later parts then would only slow that screen down further.
 */
const LATEST_START_MS = 15_000;

let shown: Promise<void> | undefined;
let done = false;
/** What the first route's loader asked the first screen to wait for (holdFirstScreenUntil). */
let holds: Promise<unknown>[] = [];

/**
 * Called by a route loader: the first screen is shown only once `work` has settled, for what the
 * screen shows without waiting in its loader (Main's first list: its heading paints before it).
 * Without this, the later parts started at the first idle moment, and on a slow phone their
 * chunks went ahead of the list's own request. A hold after the first screen changes nothing.
 */
export function holdFirstScreenUntil(work: Promise<unknown>): void {
  if (!done) holds.push(work.catch(() => undefined));
}

/**
 * Called once by main.tsx with the app's router, before the first render: from then on
 * firstScreenShown() waits until that router resolved its first route (chunk and loader in) and
 * the browser had an idle moment to paint it. A device that is (or goes) offline starts at once:
 * its first route may wait for the network for ever, and the offline notice is what it needs.
 */
export function watchFirstScreen(router: AnyRouter): void {
  done = false; // from now on, "shown" means this router's first screen
  holds = [];
  shown = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe("onResolved", () => {
      unsubscribe();
      const held = holds.length > 0;
      void Promise.all(holds)
        .then(() => (held ? afterItsPaint() : undefined))
        .then(() => whenIdle(resolve));
    });
    if (typeof navigator !== "undefined" && navigator.onLine === false) resolve();
    if (typeof window !== "undefined")
      window.addEventListener("offline", () => resolve(), { once: true });
    setTimeout(resolve, LATEST_START_MS);
  });
}

/**
 * Once what a hold waited for is in, the frame that paints it. Its render is a task away (TanStack
 * Query tells its observers in a task of their own), and an idle moment can come before the next
 * frame: the later parts' requests then went out before the list was on screen. A hidden page
 * paints no frame, and goes on at once.
 */
const afterItsPaint = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      if (document.visibilityState !== "visible") resolve();
      else requestAnimationFrame(() => resolve());
    }, 0),
  );

/**
 * What the first screen does not show (the service worker, the offline notice, the outbox sync)
 * waits for this, so its chunks do not compete with the screen's own for the network and the main
 * thread. Without a watched router (tests render the app without main.tsx) it resolves at once.
 */
export const firstScreenShown = (): Promise<void> =>
  (shown ?? Promise.resolve())
    .then(() => {
      done = true;
    })
    .then(taskOfItsOwn);

/**
 * Each caller goes on in a task of its own: together, the imports they start and the renders
 * they cause (Main's later parts, the hidden tabs, the offline layer) made one long task after
 * the first paint, in which the page could not answer a tap.
 */
const taskOfItsOwn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** True once firstScreenShown() has resolved for some caller: a later screen need not wait. */
export const isFirstScreenShown = (): boolean => done;
