/**
 * Lifetimes the PWA shows or acts on and the server enforces (spec section 9). Kept apart from
 * password-policy.ts so that a module needing only a number does not load the deny list.
 */

/** A password expires this many days after it was last changed. */
export const PASSWORD_MAX_AGE_DAYS = 90;

/** "Complete verification in 2 minutes": the life of a verification code. */
export const VERIFICATION_CODE_SECONDS = 120;
