import { queryOptions } from "@tanstack/react-query";
import type { CompanyListResult, TokenPairResult } from "../../../server/contract/auth";
import { api, type AuthFailureMode } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { refreshTokens, withTokenLock } from "../../lib/token-refresh";
import { tokenStore } from "../../lib/token-store";
import { announceCompanyChange, companySwitchPath } from "../../platform/native/company";
import { isNativeApp } from "../../platform/native/detect";
import { storeTokenPair } from "../../platform/session/token-session";

export const companyKeys = {
  all: () => ["company"] as const,
  list: () => ["company", "list"] as const,
};

/** GET /api/login/company: the companies the account may work in (names in the user's locale). */
export const companyListQuery = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: ({ signal }) => api<CompanyListResult>("/login/company", { signal }),
  });

/**
 * A new pair scoped to that company, stored: POST /api/token/reissuance/{companyId} on the web; in
 * the app POST /api/native/change-company/{companyId}, and the shell is told the new company
 * (spec 4 "Company change in the app", docs/native-bridge.md "company").
 *
 * The server ends the old family as it answers, so the refresh lock is held from the request until
 * the new pair is stored: a request of any tab answered 401 in that gap waits for the pair instead
 * of ending the session (lib/auth-session.ts).
 */
export async function switchCompany(companyId: number): Promise<void> {
  const inApp = isNativeApp();
  const post = (authFailure: AuthFailureMode) =>
    api<TokenPairResult>(companySwitchPath(companyId, inApp), { method: "POST", authFailure });
  const switched = await withTokenLock(async () => {
    const carried = await tokenStore.get("access");
    const pair = await post("none").catch(async (error: unknown) => {
      if (!(error instanceof ApiError) || !error.isTokenExpired) throw error;
      // The lock is held: refresh within it, as the API client's own refresh would wait for it.
      const outcome = await refreshTokens.holdingLock(carried);
      if (outcome !== "refreshed" && outcome !== "reused") throw error;
      return post("none");
    });
    await storeTokenPair(pair);
  }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && (error.status === 401 || error.isTokenExpired)) return false;
      throw error;
    },
  );
  // The session is over (401, or a refused refresh): asked once more the usual way, the API
  // client's handler ends it, as for any other request.
  if (!switched) await storeTokenPair(await post("default"));
  if (inApp) announceCompanyChange(companyId);
}
