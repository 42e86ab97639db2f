/** How long an idle task waits at most on a main thread that never idles. */
const LATEST_MS = 1000;

/**
 * Runs `task` in a task of its own when the main thread is idle (at the latest after a second);
 * without requestIdleCallback (Safari), very soon. Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout: LATEST_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
