/**
 * The session module: the one owner of "who is signed in" on the client (DESIGN section 6,
 * issue 12). It gives the identity (decoded from the access token here and nowhere else), the
 * per-user names of every store, and the purges of logout, company switch and a lost login.
 * Tokens, the outbox, the pages and the service worker all ask it; it imports no feature and no
 * React, so the worker may import it.
 */
export {
  identityFromRequest,
  identityFromToken,
  parseIdentity,
  sameIdentity,
  sessionOfToken,
  type Identity,
  type TokenSession,
} from "./identity";
export { readFreshSession, readIdentity, readSignedInIdentity } from "./signed-in";
export {
  USER_CACHE_PREFIX,
  foreignUserCaches,
  outboxOwner,
  queryCacheBuster,
  userCacheName,
} from "./store-names";
// Static, not loaded on demand: a logout made offline must not wait for a chunk it cannot fetch.
export { clearUserCaches, clearUserData, purgeSession, type OwnedEntries } from "./purge";
