import type { Billboard } from "./api";

const time = (value: string | null | undefined) => (value ? Date.parse(value) : NaN);

/**
 * Spec 4 "NEW badge": shown when the first banner's updatedAt is later than the user's
 * lastLoginAt. No banner or an unreadable updatedAt: no badge. A user without a previous login
 * (lastLoginAt null) has not seen any banner yet: badge. An unreadable lastLoginAt: no badge.
 */
export function shouldShowNewBadge(
  banners: readonly Pick<Billboard, "updatedAt">[] | null | undefined,
  lastLoginAt: string | null | undefined,
): boolean {
  const updated = time(banners?.[0]?.updatedAt);
  if (Number.isNaN(updated)) return false;
  if (lastLoginAt === null || lastLoginAt === undefined || lastLoginAt === "") return true;
  const lastLogin = time(lastLoginAt);
  return !Number.isNaN(lastLogin) && updated > lastLogin;
}
