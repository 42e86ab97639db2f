import type { TokenPairResult } from "../../../server/contract/auth";
import type { AuthFailureMode } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { refreshTokens, withTokenLock } from "../../lib/token-refresh";
import { tokenStore } from "../../lib/token-store";
import { storeTokenPair } from "./token-session";

type Pair = Pick<TokenPairResult, "accessToken" | "refreshToken">;

const isAuthFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.isTokenExpired);

/**
 * Sends a request that trades the session for a new pair (a company switch, a password change)
 * and stores that pair, holding the refresh lock from the request until the pair is stored. The
 * server ends the old family as it answers: a request of any tab answered 401 in that gap waits for
 * the lock and is repeated with the new pair, instead of ending the session (lib/auth-session.ts).
 *
 * `send` is called with the API client's auth-failure mode: within the lock "none" (the client's
 * own refresh would wait for the lock forever), and an expired token is refreshed here. If the
 * session is refused all the same, `otherwise` decides: "default" asks once more the usual way, so
 * the client's handler ends the session as for any request; "keep" lets the error through.
 */
export async function exchangeTokenPair<T extends Pair>(
  send: (authFailure: AuthFailureMode) => Promise<T>,
  otherwise: "default" | "keep",
): Promise<T> {
  try {
    return await withTokenLock(async () => {
      const carried = await tokenStore.get("access");
      const result = await send("none").catch(async (error: unknown) => {
        if (!(error instanceof ApiError) || !error.isTokenExpired) throw error;
        const outcome = await refreshTokens.holdingLock(carried);
        if (outcome !== "refreshed" && outcome !== "reused") throw error;
        return send("none");
      });
      await storeTokenPair(result);
      return result;
    });
  } catch (error) {
    if (otherwise === "keep" || !isAuthFailure(error)) throw error;
  }
  const result = await send("default");
  await storeTokenPair(result);
  return result;
}
