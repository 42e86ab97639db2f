import { APP_VERSION } from "../../lib/app-version";
import type { Identity } from "./identity";

/**
 * The per-user names of every store on the device, all derived from one Identity here, so that
 * the page, the outbox and the worker cannot disagree on whose data a store holds.
 *
 * Not per-user: the token store (src/lib/token-store.ts) holds the one session of the device, and
 * the outbox database holds every user's entries, each marked with its outboxOwner.
 */

/**
 * The persisted query cache's buster (DESIGN section 6): app version + accountId + companyId, so
 * another user, another company or another version never restores it. Without an identity, the
 * version alone (a cache written for nobody, which no signed-in session restores).
 */
export function queryCacheBuster(identity: Identity | undefined): string {
  const scope = identity ? [identity.accountId, identity.companyId] : [];
  return [`v${APP_VERSION}`, ...scope].join(":");
}

/** Prefix of the worker's per-user runtime caches: every name userCacheName gives starts so. */
export const USER_CACHE_PREFIX = "gp-user-";

/**
 * `gp-user-<hash>`: the SHA-256 of accountId and companyId, so Cache Storage listings do not show
 * who used the device, and every account/company pair gets a cache of its own. The NUL between
 * the two keeps "demo" + 1280 apart from "demo1" + 280.
 */
export async function userCacheName(identity: Identity): Promise<string> {
  const source = new TextEncoder().encode(`${identity.accountId}\u0000${identity.companyId}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", source));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0"));
  return `${USER_CACHE_PREFIX}${hex.join("")}`;
}

/** The per-user caches among `names` that do not belong to `keep` (all of them without one). */
export function foreignUserCaches(names: readonly string[], keep: string | undefined): string[] {
  return names.filter((name) => name.startsWith(USER_CACHE_PREFIX) && name !== keep);
}

/**
 * `accountId@companyId`: the owner written into each outbox entry. Only that session replays or
 * shows it; an entry of a session that lost its login waits for the same user's next login.
 */
export function outboxOwner(identity: Identity): string {
  return `${identity.accountId}@${identity.companyId}`;
}
