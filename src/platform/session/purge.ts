import type { QueryClient } from "@tanstack/react-query";
import { clearPersistedQueries } from "../../lib/query-persist";
import { tokenStore } from "../../lib/token-store";
import { outboxStore, type OutboxStore } from "../outbox/store";
import type { Identity } from "./identity";
import { USER_CACHE_PREFIX, outboxOwner } from "./store-names";

/** Runs every step even if another fails: a half-done purge is worse than a noisy one. */
async function allAttempted(steps: Promise<unknown>[], what: string): Promise<void> {
  for (const result of await Promise.allSettled(steps)) {
    if (result.status === "rejected") console.warn(what, result.reason);
  }
}

/** Deletes every per-user worker cache ("gp-user-*"), never the shell's; works offline. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const names = (await caches.keys()).filter((name) => name.startsWith(USER_CACHE_PREFIX));
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Forgets what is cached for the session that just ended or changed: the in-memory query cache,
 * the persisted query cache (IndexedDB) and the per-user worker caches. Company switch and a lost
 * login call it; the session is over or replaced, so no cache of it may stay readable.
 */
export async function clearUserData(queryClient: QueryClient): Promise<void> {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  await allAttempted([clearPersistedQueries(), clearUserCaches()], "Could not clear user data");
}

/**
 * The logout purge: the tokens, the in-memory and persisted query caches, the worker caches and
 * the outbox entries of `identity` (read before the logout began: a refresh that failed meanwhile
 * may already have dropped the token).
 * Another user's outbox entries stay: they are edits waiting for that user's next login. Worker
 * caches all go: after a logout nobody is signed in, and the worker keeps a cache only for the
 * signed-in user (src/sw/session.ts), so any other one is a leftover nobody may read. The
 * persisted query cache is one slot, written only under the signed-in session's buster.
 */
export async function purgeSession(
  queryClient: QueryClient,
  identity: Identity | undefined,
  outbox: OutboxStore = outboxStore(),
): Promise<void> {
  await tokenStore.clear();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  await allAttempted(
    [clearPersistedQueries(), clearUserCaches(), removeEntriesOf(outbox, identity)],
    "Could not purge the session",
  );
}

/** The next person on this browser must not find (or send) this user's unsent edits. */
async function removeEntriesOf(outbox: OutboxStore, identity: Identity | undefined) {
  if (!identity) return;
  const owner = outboxOwner(identity);
  const mine = (await outbox.list()).filter((entry) => entry.owner === owner);
  for (const entry of mine) await outbox.remove(entry);
}
