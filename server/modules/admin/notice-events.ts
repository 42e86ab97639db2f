/**
 * Notices created by an admin, announced after their commit to whoever listens on this app's
 * database (the push sender subscribes here: a notice with `push: true` goes out as a push).
 * Keyed by the app's db handle, like the node caches, so two apps in one test stay apart.
 */
import type { Db } from "../../db/client";

export interface PublishedNotice {
  id: number;
  title: string;
  companyId: number | null;
  push: boolean;
  mustAcknowledge: boolean;
}

type Listener = (notice: PublishedNotice) => void | Promise<void>;

const listeners = new WeakMap<Db, Set<Listener>>();

/** Returns the function that stops listening. */
export function onNoticePublished(db: Db, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

/** Every listener runs; one that fails is reported to `onError` and does not stop the others. */
export async function publishNotice(
  db: Db,
  notice: PublishedNotice,
  onError: (error: unknown) => void,
): Promise<void> {
  for (const listener of listeners.get(db) ?? []) {
    try {
      await listener(notice);
    } catch (error) {
      onError(error);
    }
  }
}
