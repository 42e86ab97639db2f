import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Serializes `client` within `maxBytes` (UTF-8). When the whole cache is too big, queries are
 * kept by `rank` (lower first: what home needs) and, within a rank, newest first, until the cap;
 * the rest is dropped. Undefined when not even one query fits: then nothing is stored.
 */
export function serializeWithinCap(
  client: PersistedClient,
  maxBytes: number,
  rank: (queryKey: readonly unknown[]) => number,
): string | undefined {
  const whole = JSON.stringify(client);
  if (byteLength(whole) <= maxBytes) return whole;
  const { queries } = client.clientState;
  const ordered = [...queries].sort(
    (a, b) => rank(a.queryKey) - rank(b.queryKey) || b.state.dataUpdatedAt - a.state.dataUpdatedAt,
  );
  const empty = { ...client, clientState: { ...client.clientState, queries: [] } };
  let total = byteLength(JSON.stringify(empty));
  const kept: typeof queries = [];
  for (const query of ordered) {
    const size = byteLength(JSON.stringify(query)) + 1; // + the separating comma
    if (total + size > maxBytes) continue;
    kept.push(query);
    total += size;
  }
  if (kept.length === 0) return undefined;
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries: kept } });
}

/**
 * The cache as it is to be shown after a restore: a query whose refetch failed (offline) keeps
 * its data as a success. Restored as "error", screens that check the error first would hide it.
 */
export function withLastData(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.data === undefined
      ? query
      : { ...query, state: { ...query.state, status: "success" as const, error: null } },
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

export interface TextStorage {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  del(key: string): Promise<void>;
}

export interface ScopedPersisterOptions {
  key: string;
  storage: TextStorage;
  /** The signed-in session's buster at write time; undefined = nobody signed in, write nothing. */
  currentBuster: () => Promise<string | undefined>;
  maxBytes: number;
  rank: (queryKey: readonly unknown[]) => number;
  throttleMs: number;
  /**
   * Synchronous storage for the write made while the page is being left: an IndexedDB write begun
   * in pagehide is lost when the next document replaces the page (seen in Chromium).
   */
  spill?: TextStorageSync;
}

export interface TextStorageSync {
  read(): string | undefined;
  write(text: string): void;
  clear(): void;
}

export interface ScopedPersister extends Persister {
  /** Deletes the stored cache and drops any write still pending or under way (logout). */
  forget(): Promise<void>;
  /** The page is being left: a throttled write goes to the synchronous spill at once. */
  leaving(): void;
  /** How many times the store was forgotten (logouts, company switches) since the page loaded. */
  forgotten(): number;
}

/**
 * A throttled IndexedDB persister that writes only for a signed-in session, stamps the buster of
 * that session at write time (a login or company switch without a reload still gets the right
 * one), caps the size, and never lets a write that began before a logout land after it.
 */
export function createScopedPersister(options: ScopedPersisterOptions): ScopedPersister {
  const { key, storage } = options;
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;

  let queuedBuster: string | undefined;
  const serialize = (client: PersistedClient, buster: string) =>
    serializeWithinCap(withLastData({ ...client, buster }), options.maxBytes, options.rank);

  async function flush() {
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (!client) return;
    const started = generation;
    const buster = await options.currentBuster();
    if (buster === undefined || started !== generation) return;
    const text = serialize(client, buster);
    await (text === undefined ? storage.del(key) : storage.set(key, text));
    options.spill?.clear(); // older than what was just stored
  }

  /** The spilled write, moved into the storage (it is newer than what the storage holds). */
  async function takeSpill(): Promise<string | undefined> {
    const text = options.spill?.read();
    if (text === undefined) return undefined;
    await storage.set(key, text);
    options.spill?.clear();
    return text;
  }

  return {
    persistClient(client) {
      pending = client;
      void options.currentBuster().then((buster) => (queuedBuster = buster));
      timer ??= setTimeout(() => {
        flush().catch((error: unknown) => console.warn("Query cache not saved", error));
      }, options.throttleMs);
    },
    async restoreClient() {
      const text = (await takeSpill()) ?? (await storage.get(key));
      if (!text) return undefined;
      try {
        return JSON.parse(text) as PersistedClient;
      } catch {
        return undefined; // unreadable: restored as empty, overwritten by the next write
      }
    },
    removeClient: () => storage.del(key),
    forgotten: () => generation,
    async forget() {
      generation += 1;
      pending = undefined;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      options.spill?.clear();
      await storage.del(key);
    },
    leaving() {
      if (timer === undefined || !pending || !options.spill) return;
      clearTimeout(timer);
      timer = undefined;
      const text = queuedBuster === undefined ? undefined : serialize(pending, queuedBuster);
      pending = undefined;
      if (text === undefined) return;
      try {
        options.spill.write(text);
      } catch {
        // full or unavailable: the write is lost, as it was before
      }
    },
  };
}
