import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { tokenStore } from "../../lib/token-store";
import { purgeSession } from "../../platform/session/purge";
import { sessionOfToken } from "../../platform/session/token-session";
import { rememberEndedFamily, reportEndedFamilies } from "./ended-families";
import { rememberCasLogout } from "./pending-cas-logout";
import { userKeys, type User } from "../../platform/user/query";

/** Best-effort calls must not hold the user back (offline, slow network). */
const BEST_EFFORT_TIMEOUT_MS = 3000;
export const LOGOUT_LANDING = "/LogoutSuccess";

function accessLog(accountId: string | undefined, companyId: number | undefined) {
  return {
    serviceCode: "start-mobile",
    type: "access",
    companyId,
    employeeId: 1,
    employeeAccountId: accountId,
    uri: LOGOUT_LANDING,
    menuPrivacyYn: "Y",
    action: "로그아웃",
    menu: "로그아웃",
  };
}

/**
 * Logout (spec 7): the access log entry and GET /api/logout are best effort (failures and offline
 * are fine; a logout the server did not hear is reported later, see ended-families.ts); then
 * ALWAYS the session module's purge: the tokens, the in-memory and persisted query caches, the
 * per-user Cache Storage caches and the user's outbox entries. Resolves true when the server ended the session (it is reachable:
 * the caller can go through the CAS logout); the caller then shows /LogoutSuccess.
 */
export async function logout(queryClient: QueryClient): Promise<boolean> {
  let ended = false;
  // Read before any request: a refresh that fails meanwhile may drop the token, and the purge
  // must still know whose stores to remove.
  const tokens = await tokenStore.getAll();
  const session = sessionOfToken(tokens.access);
  try {
    if (tokens.access) {
      const { identity } = session;
      const user = queryClient.getQueryData<User>(userKeys.current());
      const options = { timeout: BEST_EFFORT_TIMEOUT_MS, authFailure: "refresh" } as const;
      await api("/internal/logging", {
        ...options,
        method: "POST",
        body: accessLog(
          user?.accountId ?? identity?.accountId,
          user?.companyId ?? identity?.companyId,
        ),
      }).catch((error: unknown) => console.warn("Logout log not sent", error));
      ended = await api("/logout", options).then(
        () => true,
        (error: unknown) => {
          console.warn("Server logout failed", error);
          return false;
        },
      );
      // Not heard (offline, a lost answer): the family id alone is kept, to be reported at the
      // first contact, so the refresh token from before the logout stops rotating then.
      if (!ended && session.familyId) rememberEndedFamily(session.familyId);
      // Nor could the page go through the CAS logout: the first contact ends that session too.
      if (!ended) rememberCasLogout();
    }
  } finally {
    await purgeSession(queryClient, session.identity);
    // Tokens gone: try the report at once (a 5xx may have passed); else app start or `online`.
    void reportEndedFamilies();
  }
  return ended;
}
