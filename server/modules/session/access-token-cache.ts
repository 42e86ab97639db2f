/**
 * A per-node memo of verified access tokens: token text -> claims and expiry. Verifying an HS256
 * signature through WebCrypto was about 40 % of the CPU of a cached read (GET /api/weather);
 * the PWA sends the same token for up to 15 minutes, so each node verifies it once.
 * - Only tokens whose signature and claims passed are kept, under their exact text: a forged or
 *   altered token never matches an entry and goes through the full check.
 * - Expiry is honoured exactly as jose does it (expired once `exp <= now` in whole seconds),
 *   against the app's clock at each request, so a kept token expires at the same second.
 * - Revocation is not this memo's business: the auth plugin checks the token's family on every
 *   request (node-cache.ts, invalidated on every node by LISTEN/NOTIFY), after this.
 * Bounded: at most `maxEntries` tokens (the oldest verified go first) and at most their
 * 15 minutes each.
 */
import type { AccessClaims, AccessVerdict } from "./access-token";

export const VERIFIED_TOKENS_MAX_ENTRIES = 10_000;

interface Verified {
  claims: AccessClaims;
  /** Seconds since the epoch, as in the token. */
  notBefore: number;
  expiresAt: number;
}

/** A verdict plus the token's time window, which only a passed verification knows. */
export type TimedVerdict =
  | { ok: true; claims: AccessClaims; expiresAt: number; notBefore?: number | undefined }
  | Extract<AccessVerdict, { ok: false }>;

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

export function cachedAccessTokenVerifier(
  verify: (token: string, now: Date) => Promise<TimedVerdict>,
  maxEntries = VERIFIED_TOKENS_MAX_ENTRIES,
): (token: string, now: Date) => Promise<AccessVerdict> {
  const verified = new Map<string, Verified>();
  return async (token, now) => {
    const seconds = epochSeconds(now);
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt <= seconds) {
        verified.delete(token);
        return { ok: false, reason: "expired" }; // its signature was checked: really ours
      }
      // A clock set back before the token's start: not valid yet, let the full check decide.
      if (known.notBefore <= seconds) return { ok: true, claims: known.claims };
    }
    const verdict = await verify(token, now);
    if (!verdict.ok) return verdict;
    const { claims, expiresAt, notBefore } = verdict;
    if (verified.size >= maxEntries) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt, notBefore: notBefore ?? Number.NEGATIVE_INFINITY });
    return { ok: true, claims };
  };
}
