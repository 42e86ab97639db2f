import { outboxOwner, readIdentity } from "../session";
import { outboxStore } from "./store";

/**
 * The body of the signed-in user's edit of `list` that still waits in the outbox, if any. A
 * refused ("failed") entry does not count: the server keeps its list, and the screens list the
 * refused edit with retry and discard instead.
 */
export async function pendingBodyOf(list: string): Promise<unknown> {
  try {
    const identity = await readIdentity();
    if (!identity) return undefined;
    const entry = await outboxStore().get(outboxOwner(identity), list);
    return entry?.state === "pending" ? entry.body : undefined;
  } catch {
    return undefined; // an unreadable outbox (no IndexedDB) must not keep the list from loading
  }
}

/**
 * Reads a list, letting the caller's pending edit win over the answer of the server or of the
 * worker's cache (DESIGN section 6: no edit may be lost). Without this, a screen opened while the
 * edit waits shows the old list, and an edit built on it replaces the pending one. Checked while
 * the request runs (offline it may never answer, so a pending edit does not wait for it) and after
 * it (an edit queued meanwhile). The request starts first: on a cold start the outbox's IndexedDB
 * can take longer than the answer, and the list is the first thing Main shows.
 * Part of the entry (with the outbox store, 0.5 KB gzip): loaded lazily, it was two chunks, the
 * second of them the 11 KB "shared" one, which Main's first list waited for on a cold start
 * (tests/e2e/home-requests.spec.ts).
 */
export async function readWithPendingEdit<T>(
  list: string,
  shown: (body: unknown) => T,
  load: () => Promise<T>,
): Promise<T> {
  const loading = load();
  // Awaited below unless a pending edit answers first; then its failure no longer matters.
  loading.catch(() => undefined);
  const before = await pendingBodyOf(list);
  if (before !== undefined) return shown(before);
  const loaded = await loading;
  const after = await pendingBodyOf(list);
  return after === undefined ? loaded : shown(after);
}
