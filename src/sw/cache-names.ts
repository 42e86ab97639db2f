import type { Identity } from "./identity";

/**
 * Prefix of the per-user runtime caches. src/lib/user-data.ts deletes every cache with this
 * prefix on logout and company switch; the two must stay equal (checked by a unit test).
 */
export const USER_CACHE_PREFIX = "gp-user-";

/**
 * `gp-user-<hash>`: the SHA-256 of accountId and companyId, so Cache Storage listings do not show
 * who used the device, and every account/company pair gets a cache of its own.
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
