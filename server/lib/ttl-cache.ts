/**
 * A per-node read-through cache: entries live at most `ttlMs` and the map holds at most
 * `maxEntries` (the oldest go first). Invalidation (server/lib/invalidation.ts) removes entries
 * the moment another node announces a change; the TTL only bounds how long an entry can outlive
 * an announcement that never arrived (a lost LISTEN connection, a crash between commit and
 * NOTIFY, a change made by hand in the database).
 */
export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Monotonic milliseconds; tests pass their own. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /*
   * Bumped by every invalidation: a load that was running while one happened may have read the
   * old rows, so its answer is returned but not kept.
   */
  private generation = 0;
  /* Off while invalidations may be missed (no LISTEN connection): every read goes to the database. */
  private enabled = true;

  constructor(options: TtlCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value of `key`, or `load()`'s answer (kept when `keep` allows it). */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true) {
    const entry = this.entries.get(key);
    if (entry && this.enabled && entry.expiresAt > this.now()) return entry.value;
    if (entry) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (this.enabled && generation === this.generation && keep(value)) this.set(key, value);
    return value;
  }

  /** Removes every entry for which `matches` says so. */
  deleteWhere(matches: (key: string, value: V) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries)
      if (matches(key, entry.value)) this.entries.delete(key);
  }

  /** Removes the entries whose key starts with `prefix` ("" removes all). */
  deletePrefix(prefix: string): void {
    this.deleteWhere((key) => key.startsWith(prefix));
  }

  /** Empties the cache and, with `enabled` false, stops keeping answers until enabled again. */
  reset(enabled: boolean): void {
    this.generation += 1;
    this.entries.clear();
    this.enabled = enabled;
  }

  private set(key: string, value: V): void {
    this.entries.delete(key); // re-inserted last: Map order is the eviction order
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
