/**
 * Calendar and lifetime rules of identity (DESIGN.md §5, spec §9). Pure functions of an
 * instant, so the injected clock decides everything.
 */
import { PASSWORD_MAX_AGE_DAYS, VERIFICATION_CODE_SECONDS } from "../../../shared/auth-timing";

/** Korea has had no daylight saving time since 1988: a fixed +09:00 offset is exact. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Asia/Seoul calendar day of an instant, YYYY-MM-DD (the daily verification's unit). */
export function seoulDay(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** Temporary token of the verification step. */
export const TEMPORARY_TOKEN_MS = 5 * MINUTE;
/** One-time login code (the /loginSuccess?code= hand-off). */
export const LOGIN_CODE_MS = 60 * SECOND;
/** Verification code: "Complete verification in 2 minutes" (the PWA counts the same down). */
export const VERIFICATION_CODE_MS = VERIFICATION_CODE_SECONDS * SECOND;
export const VERIFICATION_MAX_ATTEMPTS = 5;
/** Refresh tokens: sliding expiry, capped by the family's absolute lifetime. */
export const REFRESH_SLIDING_MS = 14 * DAY_MS;
export const REFRESH_ABSOLUTE_MS = 30 * DAY_MS;

export function passwordExpiresAt(passwordChangedAt: Date): Date {
  return new Date(passwordChangedAt.getTime() + PASSWORD_MAX_AGE_DAYS * DAY_MS);
}

export function isPasswordExpired(passwordChangedAt: Date, now: Date): boolean {
  return now.getTime() >= passwordExpiresAt(passwordChangedAt).getTime();
}
