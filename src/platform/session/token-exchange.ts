import type { TokenPairResult } from "../../../server/contract/auth";
import type { AuthFailureMode } from "../../lib/api-client";
import { ApiError } from "../../lib/api-error";
import { refreshTokens, withTokenLock } from "../../lib/token-refresh";
import { tokenStore } from "../../lib/token-store";
import { storeTokenPair } from "./token-session";

type Pair = Pick<TokenPairResult, "accessToken" | "refreshToken">;
export type ExchangeRequest = { authFailure: AuthFailureMode; timeout?: number };

/**
 * How long the call may hold the lock. On a network that swallows it, every refresh of every tab
 * and of the worker waits for the lock: after this the call fails as a network error and they go on.
 */
export const EXCHANGE_TIMEOUT_MS = 20_000;

const isAuthFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.isTokenExpired);

/**
 * Sends a request that trades the session for a new pair (a company switch, a password change)
 * and stores that pair, holding the refresh lock from the request until the pair is stored. The
 * server ends the old family as it answers: a request of any tab answered 401 in that gap waits for
 * the lock and is repeated with the new pair, instead of ending the session (lib/auth-session.ts).
 *
 * `send` is called with the API client's options: within the lock the auth-failure mode "none"
 * (the client's own refresh would wait for the lock forever; an expired token is refreshed here)
 * and a timeout (EXCHANGE_TIMEOUT_MS). If the session is refused all the same, `otherwise`
 * decides: "default" asks once more the usual way, so the client's handler ends the session as
 * for any request; "keep" lets the error through.
 */
export async function exchangeTokenPair<T extends Pair>(
  send: (request: ExchangeRequest) => Promise<T>,
  otherwise: "default" | "keep",
  timeout = EXCHANGE_TIMEOUT_MS,
): Promise<T> {
  const locked: ExchangeRequest = { authFailure: "none", timeout };
  try {
    return await withTokenLock(async () => {
      const carried = await tokenStore.get("access");
      const result = await send(locked).catch(async (error: unknown) => {
        if (!(error instanceof ApiError) || !error.isTokenExpired) throw error;
        const outcome = await refreshTokens.holdingLock(carried);
        if (outcome !== "refreshed" && outcome !== "reused") throw error;
        return send(locked);
      });
      await storeTokenPair(result);
      return result;
    });
  } catch (error) {
    if (otherwise === "keep" || !isAuthFailure(error)) throw error;
  }
  const result = await send({ authFailure: "default" });
  await storeTokenPair(result);
  return result;
}
