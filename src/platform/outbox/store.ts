import { clear, createStore, del, entries, get, set, type UseStore } from "idb-keyval";
import { entryKey, type OutboxEntry } from "./entry";

/** IndexedDB database of the outbox; the worker opens the same one. */
export const OUTBOX_DB = { database: "gp-outbox", store: "entries" } as const;
/** Pages and the worker announce every change here, so each page's pending view stays current. */
export const OUTBOX_CHANNEL = "gp-outbox";

export interface OutboxStore {
  put(entry: OutboxEntry): Promise<void>;
  get(owner: string, list: string): Promise<OutboxEntry | undefined>;
  /** `saved`: the server took the entry and answered `result` (every page caches that answer). */
  remove(
    entry: Pick<OutboxEntry, "owner" | "list"> & Partial<OutboxEntry>,
    saved?: { result: unknown },
  ): Promise<void>;
  list(): Promise<OutboxEntry[]>;
  clear(): Promise<void>;
}

/**
 * What every context hears on OUTBOX_CHANNEL; `queryKey`: a list to read again, because the server
 * now has it or because what its readers show changed (an edit queued, refused or dropped).
 */
export interface OutboxMessage {
  type: "outbox-changed";
  queryKey?: readonly unknown[];
  /** The server's answer to the save of `queryKey`'s list: written to the cache, not refetched. */
  saved?: { result: unknown };
}

function announce(queryKey?: readonly unknown[], saved?: { result: unknown }): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage({ type: "outbox-changed", queryKey, saved } satisfies OutboxMessage);
  channel.close();
}

export function createOutboxStore(
  idb: UseStore = createStore(OUTBOX_DB.database, OUTBOX_DB.store),
) {
  const store: OutboxStore = {
    async put(entry) {
      await set(entryKey(entry), entry, idb);
      // The list's readers show the pending edit (pending-list.ts), or no longer once it failed.
      announce(entry.queryKey);
    },
    get: (owner, list) => get<OutboxEntry>(entryKey({ owner, list }), idb),
    async remove(entry, saved) {
      await del(entryKey(entry), idb);
      announce(entry.queryKey, saved);
    },
    async list() {
      const all = await entries<string, OutboxEntry>(idb);
      return all.map(([, entry]) => entry).sort((a, b) => a.createdAt - b.createdAt);
    },
    async clear() {
      await clear(idb);
      announce();
    },
  };
  return store;
}

let shared: OutboxStore | undefined;
/** The outbox of this origin (created on first use: the home route never opens it). */
export function outboxStore(): OutboxStore {
  shared ??= createOutboxStore();
  return shared;
}
