import { createStore, delMany, getMany, setMany, type UseStore } from "idb-keyval";

/**
 * Access, refresh and temporary tokens, kept in IndexedDB (so the service worker can read them too)
 * with an in-memory cache in front. The database is separate from the query cache, so wiping the
 * query cache never drops the session.
 */
export type TokenKind = "access" | "refresh" | "temporary";
export type Tokens = Partial<Record<TokenKind, string>>;
/** A value of `null` removes that token; a missing key leaves it unchanged. */
export type TokenUpdate = Partial<Record<TokenKind, string | null>>;

export const TOKEN_DB = { database: "gp-auth", store: "tokens" } as const;
const TOKEN_KINDS: readonly TokenKind[] = ["access", "refresh", "temporary"];
const STORAGE_KEYS: Record<TokenKind, string> = {
  access: "accessToken",
  refresh: "refreshToken",
  temporary: "temporaryToken",
};

let store: UseStore | undefined;
let cache: Tokens | undefined;
let loading: Promise<Tokens> | undefined;
const changeListeners = new Set<(tokens: Tokens) => void>();

function getStore(): UseStore {
  store ??= createStore(TOKEN_DB.database, TOKEN_DB.store);
  return store;
}

async function load(): Promise<Tokens> {
  try {
    const values = await getMany<string | undefined>(
      TOKEN_KINDS.map((kind) => STORAGE_KEYS[kind]),
      getStore(),
    );
    const tokens: Tokens = {};
    TOKEN_KINDS.forEach((kind, index) => {
      const value = values[index];
      if (typeof value === "string" && value) tokens[kind] = value;
    });
    return tokens;
  } catch (error) {
    // IndexedDB unavailable (some private modes): keep the session in memory only.
    console.warn("Token storage unavailable", error);
    return {};
  }
}

async function getAll(): Promise<Tokens> {
  if (cache) return { ...cache };
  loading ??= load().then((tokens) => {
    cache ??= tokens;
    loading = undefined;
    return cache;
  });
  return { ...(await loading) };
}

async function set(update: TokenUpdate): Promise<void> {
  const next = await getAll();
  const writes: [string, string][] = [];
  const removals: string[] = [];
  for (const kind of TOKEN_KINDS) {
    const value = update[kind];
    if (value === undefined) continue;
    if (value === null || value === "") {
      delete next[kind];
      removals.push(STORAGE_KEYS[kind]);
    } else {
      next[kind] = value;
      writes.push([STORAGE_KEYS[kind], value]);
    }
  }
  cache = next;
  try {
    if (writes.length) await setMany(writes, getStore());
    if (removals.length) await delMany(removals, getStore());
  } catch (error) {
    console.warn("Could not persist tokens", error);
  }
  for (const listener of changeListeners) {
    try {
      listener({ ...next });
    } catch (error) {
      console.error("Token change listener failed", error);
    }
  }
}

export const tokenStore = {
  getAll,
  async get(kind: TokenKind): Promise<string | undefined> {
    return (await getAll())[kind];
  },
  set,
  /** Removes the given tokens, or all of them. */
  clear(kinds: readonly TokenKind[] = TOKEN_KINDS): Promise<void> {
    return set(Object.fromEntries(kinds.map((kind) => [kind, null])) as TokenUpdate);
  },
  /** Called after every change, once it is stored (the service worker reads the same store). */
  onChange(listener: (tokens: Tokens) => void): () => void {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  },
  /**
   * What IndexedDB holds right now, past (and without touching) the memory cache: the worker's
   * view, where a logout in any tab must be seen at once. Empty when IndexedDB is unreadable.
   */
  readStored: load,
  /** Drops the memory cache so the next read goes to IndexedDB (another tab or the SW wrote). */
  invalidate(): void {
    cache = undefined;
  },
};
