/**
 * The node's caches of read-mostly answers and token-family verdicts, one set per open
 * database (so per node), each kept honest by its channel (server/lib/invalidation.ts) and
 * bounded by its TTL (docs/operations.md "Caches"). Repositories read through them with the
 * `db` they are given: a transaction's handle has no caches, so writes always read fresh rows.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../db/client";
import { driverHandleOf } from "../db/driver-handle";
import { InProcessInvalidation, type Invalidation } from "./invalidation";
import { PostgresInvalidation } from "./invalidation-postgres";
import { TtlCache } from "./ttl-cache";

interface CacheSpec {
  channel: string;
  ttlMs: number;
  maxEntries: number;
}

/**
 * Keys are "/"-joined, most specific last, and messages are key prefixes: "12/" names all of
 * company 12's entries (and not company 123's), "" names all.
 */
export const CACHES = {
  /** Active families: key family id, value account id. Messages: "family:<id>", "account:<id>". */
  family: { channel: "gp_family", ttlMs: 10_000, maxEntries: 20_000 },
  /** Menus: key "<company>/<account>/<authority>/<type>/<locale>". */
  menu: { channel: "gp_menu", ttlMs: 60_000, maxEntries: 20_000 },
  /** Weather strip: key "<locale>". */
  weather: { channel: "gp_weather", ttlMs: 60_000, maxEntries: 100 },
  /** Billboards: key "<company>/". */
  banner: { channel: "gp_banner", ttlMs: 60_000, maxEntries: 1_000 },
  /** The department tree with member counts: key "<company>/". */
  organization: { channel: "gp_organization", ttlMs: 60_000, maxEntries: 1_000 },
  /**
   * The chart's membership check, "holds a current job in the company": key
   * "<company>/<account>" (account URI-encoded), only a yes is kept. On the chart's channel, so
   * the provisioning and import changes that announce the companies they touched drop it too.
   */
  membership: { channel: "gp_organization", ttlMs: 60_000, maxEntries: 20_000 },
  /**
   * GET /api/user answers: key "<account>/<company>" (account URI-encoded), messages
   * "<account>/" or "" (all). A password change's "account:<id>" on gp_family drops them too.
   * Changes nobody announces (rows edited by hand or by another system) show within the TTL.
   */
  user: { channel: "gp_user", ttlMs: 30_000, maxEntries: 20_000 },
} as const satisfies Record<string, CacheSpec>;

export type CacheName = keyof typeof CACHES;

interface NodeCaches {
  readonly invalidation: Invalidation;
  cache(name: CacheName): TtlCache<unknown>;
  /** Apps attached (tests may run two on one PGlite database); closed with the last one. */
  users: number;
}

const registry = new WeakMap<Db, NodeCaches>();

/** Opened by each app on its database; apps sharing one database (one process) share them. */
export async function attachNodeCaches(database: Database, log: FastifyBaseLogger) {
  let caches = registry.get(database.db);
  if (!caches) {
    caches = createNodeCaches(openInvalidation(database, log));
    registry.set(database.db, caches);
  }
  caches.users += 1;
  await caches.invalidation.started;
  const attached = caches;
  return {
    async release(): Promise<void> {
      attached.users -= 1;
      if (attached.users > 0) return;
      registry.delete(database.db);
      await attached.invalidation.close();
    },
  };
}

function openInvalidation(database: Database, log: FastifyBaseLogger): Invalidation {
  const handle = driverHandleOf(database);
  return handle.kind === "postgres"
    ? new PostgresInvalidation(handle.pool, log)
    : new InProcessInvalidation();
}

function createNodeCaches(invalidation: Invalidation): NodeCaches {
  const caches = new Map<CacheName, TtlCache<unknown>>();
  for (const [name, spec] of Object.entries(CACHES) as Array<[CacheName, CacheSpec]>) {
    const cache = new TtlCache<unknown>(spec);
    cache.reset(invalidation.connected);
    invalidation.subscribe(spec.channel, (key) =>
      name === "family" ? dropFamilies(cache, key) : cache.deletePrefix(key),
    );
    caches.set(name, cache);
  }
  // The end of all of an account's sessions (a password change) also changes its user record.
  const users = caches.get("user") as TtlCache<unknown>;
  invalidation.subscribe(CACHES.family.channel, (message) => {
    if (message.startsWith("account:")) users.deletePrefix(userKeyPrefix(message.slice(8)));
    else if (!message.startsWith("family:")) users.deletePrefix("");
  });
  // Announcements missed while disconnected could be anything: start over empty.
  invalidation.onConnectionChange((connected) => {
    for (const cache of caches.values()) cache.reset(connected);
  });
  return {
    invalidation,
    users: 0,
    cache: (name) => caches.get(name) as TtlCache<unknown>,
  };
}

function dropFamilies(cache: TtlCache<unknown>, message: string): void {
  const separator = message.indexOf(":");
  const kind = message.slice(0, separator);
  const id = message.slice(separator + 1);
  if (kind === "family") cache.deleteWhere((familyId) => familyId === id);
  else if (kind === "account") cache.deleteWhere((_familyId, accountId) => accountId === id);
  else cache.deleteWhere(() => true); // anything else (e.g. "" by hand): all of them
}

/** `load()`'s answer, from this node's cache when the database has caches and holds it. */
export async function readThrough<V>(
  db: Db,
  name: CacheName,
  key: string,
  load: () => Promise<V>,
  keep?: (value: V) => boolean,
): Promise<V> {
  const cache = registry.get(db)?.cache(name) as TtlCache<V> | undefined;
  return cache ? cache.get(key, load, keep) : load();
}

/**
 * After a commit: every node drops what `key` (a key prefix, "" for all) names in `name`.
 * `db` is the app's handle (fastify.db); a transaction's handle has no caches to tell.
 */
export async function announceChange(db: Db, name: CacheName, key: string): Promise<void> {
  await registry.get(db)?.invalidation.publish(CACHES[name].channel, key);
}

/** After a revocation's commit: that family's access tokens stop working on every node. */
export const announceFamilyEnded = (db: Db, familyId: string) =>
  announceChange(db, "family", `family:${familyId}`);

/** After a password change's commit: all of the account's families, on every node. */
export const announceAccountFamiliesEnded = (db: Db, accountId: string) =>
  announceChange(db, "family", `account:${accountId}`);

/** The user cache's key prefix of an account: all of its companies' records. */
export const userKeyPrefix = (accountId: string) => `${encodeURIComponent(accountId)}/`;

/** After a commit that changed what GET /api/user shows an account, on every node. */
export const announceUserChanged = (db: Db, accountId: string) =>
  announceChange(db, "user", userKeyPrefix(accountId));
