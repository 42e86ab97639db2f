import { isApiError } from "./api-error";
import type { ErrorHandling } from "./query-meta";

/**
 * Spec 8 / API.md: what the app does when a query or mutation finally fails.
 * - 401 and expired tokens: nothing here (lib/auth-session.ts refreshes or reports "auth lost");
 * - 403, 404: alert with the server's (localized) message;
 * - other 500: alert "There is a problem with the server..." once, then the session ends locally
 *   (tokens cleared as on a 401) and the user lands on /login;
 * - network errors and anything else: nothing (offline is normal; forms show their own errors).
 */
export type ErrorReaction = { kind: "alert"; message: string } | { kind: "server-error" } | null;

export function reactionTo(error: unknown, handling: ErrorHandling): ErrorReaction {
  if (handling !== "global" || !isApiError(error)) return null;
  if (error.status === 401 || error.isTokenExpired) return null;
  if (error.status === 403 || error.status === 404) {
    return { kind: "alert", message: error.message };
  }
  if (error.status === 500) return { kind: "server-error" };
  return null;
}
