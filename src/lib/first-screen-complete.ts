import type { QueryClient } from "@tanstack/react-query";
import { whenIdle } from "./when-idle";

/**
 * The longest wait for a first screen's late parts. A part that waits for the network (offline,
 * lib/when-online.ts) or a query that hangs must not keep what waits here (the service worker)
 * from ever starting.
 */
export const LATE_PARTS_MAX_WAIT_MS = 10_000;

/** The next idle moment: React has rendered what was loaded, and its queries have started. */
const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/** Resolves once none of `queryClient`'s queries is fetching. */
function queriesIdle(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Called once the first screen is shown (lib/first-screen.ts): resolves once that screen has what
 * it loads after its paint, `lateParts` (Main's weather line, popups and footer) and the data
 * their queries fetch, or after LATE_PARTS_MAX_WAIT_MS. On a first visit the service worker
 * downloads the whole app; waiting for this keeps it from competing with the parts the user is
 * about to see, for a slow network and for a phone's few cores.
 */
export function firstScreenComplete(
  queryClient: QueryClient,
  lateParts: Promise<unknown>,
): Promise<void> {
  const complete = lateParts
    .catch(() => undefined) // a part that failed has shown its error; nothing is left to wait for
    .then(idle)
    .then(() => queriesIdle(queryClient));
  return Promise.race([
    complete,
    new Promise<void>((resolve) => setTimeout(resolve, LATE_PARTS_MAX_WAIT_MS)),
  ]);
}
