import { PASSWORD_MAX_AGE_DAYS } from "../../../shared/auth-timing";
import type { User } from "../../platform/user/query";

/**
 * The password dates of the cached user (platform/user `userQuery`). Looser than the contract: a
 * password change clears `passwordExpiresAt` in the cache until the user is read again.
 */
export type PasswordDates = Partial<
  Pick<User, "initLogin" | "lastPwdChanged"> & { passwordExpiresAt: string | null }
>;

const DAY_MS = 24 * 60 * 60 * 1000;

export type PasswordChangeReason = "init" | "expired";

function parseTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(/^\d{4}-\d{2}-\d{2} /.test(value) ? value.replace(" ", "T") : value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * Why this user must change the password now, or null: "init" for a temporary (initialised)
 * password, "expired" when passwordExpiresAt has passed or lastPwdChanged is over 90 days old.
 */
export function passwordChangeReason(
  user: PasswordDates | undefined,
  now: number = Date.now(),
): PasswordChangeReason | null {
  if (!user) return null;
  if (user.initLogin === true) return "init";
  const expiresAt = parseTime(user.passwordExpiresAt);
  if (expiresAt !== undefined && expiresAt <= now) return "expired";
  const changedAt = parseTime(user.lastPwdChanged);
  if (changedAt !== undefined && now - changedAt > PASSWORD_MAX_AGE_DAYS * DAY_MS) return "expired";
  return null;
}
