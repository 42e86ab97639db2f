/**
 * The session module: the one owner of "who is signed in" on the client (DESIGN section 6,
 * issue 12). It gives the identity (decoded from the access token here and nowhere else), the
 * per-user names of every store, and the purges of logout, company switch and a lost login.
 * Tokens, the outbox, the pages and the service worker all ask it; it imports no feature and no
 * React, so the worker may import it.
 *
 * Three public entries. This file: the identity and the store names, which the first paint and
 * the worker need. purge.ts (the purges) and token-session.ts (the claims beyond the identity):
 * only on-demand code needs them (logout, company switch, a lost login, the native bridge). They
 * are not re-exported here on purpose: whatever this file reaches statically lands in the home
 * route's first JS (DESIGN section 9 budget), since the first paint imports it.
 */
export {
  identityFromRequest,
  identityFromToken,
  parseIdentity,
  sameIdentity,
  type Identity,
} from "./identity";
export { readIdentity, readSignedInIdentity } from "./signed-in";
export {
  USER_CACHE_PREFIX,
  foreignUserCaches,
  outboxOwner,
  queryCacheBuster,
  userCacheName,
} from "./store-names";
