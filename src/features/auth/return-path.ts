import { safeReturnPath } from "../../../shared/return-path";

/**
 * The `returnTo` of the address bar across the in-app login steps. Validated when read, with the
 * rule the server applies to the same value (shared/return-path.ts): anything but a safe page of
 * this app means "/".
 */
// Kept in memory only, like the login handoff: it survives the in-app steps (verification,
// password change) and never outlives the page.
let pending: string | undefined;

/** Remembers the address bar's returnTo (validated when read). */
export function rememberReturnPath(raw: unknown): void {
  pending = typeof raw === "string" ? raw : undefined;
}

/** Where to go once signed in: the remembered path if safe, else "/". Pure: it keeps it. */
export function returnPath(): string {
  return safeReturnPath(pending);
}

export function forgetReturnPath(): void {
  pending = undefined;
}
