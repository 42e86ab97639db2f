import { api as appApi, type ApiClient } from "./api-client";
import { authEvents } from "./auth-events";
import type { RefreshOutcome } from "./token-refresh";
import { tokenStore } from "./token-store";

export interface AuthSessionDeps {
  api?: ApiClient;
  refresh?: (failedToken: string | undefined, expired: boolean) => Promise<RefreshOutcome>;
  store?: Pick<typeof tokenStore, "getAll" | "clear" | "invalidate">;
  events?: Pick<typeof authEvents, "emitAuthLost">;
}

/**
 * Plugs the error catalogue's token rules (spec 8, API.md) into the API client:
 * - the stored token differs from the one the request carried: another context replaced it, retry;
 * - expired/unparsable token: refresh once (single-flight) and retry once;
 * - 401 with a refresh token: wait for the refresh lock, since a company switch holding it has
 *   ended the token's family and is about to store the new pair; a new pair there is retried;
 * - refresh rejected, or 401 still: clear the tokens and emit "auth lost" (features/auth navigates);
 * - refresh unavailable (offline, 5xx): keep the session and let the error through.
 */
export function installAuthFailureHandler(deps: AuthSessionDeps = {}): void {
  const client = deps.api ?? appApi;
  // Loaded on the first expired token: the refresh code stays out of the start-up bundle.
  const refresh =
    deps.refresh ??
    ((token, expired) => import("./token-refresh").then((m) => m.refreshTokens(token, expired)));
  const store = deps.store ?? tokenStore;
  const events = deps.events ?? authEvents;

  client.setAuthFailureHandler(async (error, { token, mode }) => {
    store.invalidate();
    const stored = await store.getAll();
    const current = stored.access ?? stored.temporary;
    if (current && current !== token) return true;

    if (token && stored.refresh) {
      const outcome = await refresh(token, error.isTokenExpired);
      // refreshed or reused: repeat; unavailable (offline): keep the session, let the error out
      if (outcome !== "rejected") return outcome !== "unavailable";
    }
    if (mode === "refresh") return false;
    await store.clear();
    events.emitAuthLost({
      reason: error.isTokenExpired ? "refresh-rejected" : "unauthorized",
      error,
    });
    return false;
  });
}
