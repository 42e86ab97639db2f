import type { TokenPairResult } from "../../../server/contract/auth";
import { tokenStore } from "../../lib/token-store";
import { decodeJwtPayload } from "./claims";
import { identityFromToken, type Identity } from "./identity";

/**
 * The identity and the two other claims some callers need: the employee number (native device
 * calls repeat it) and the refresh family (what an offline logout reports later). A file of its
 * own: only on-demand code (login, logout, company switch, the native bridge) needs it, so the
 * home route never loads it.
 */
export interface TokenSession {
  identity: Identity | undefined;
  empNo: string | undefined;
  familyId: string | undefined;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

export function sessionOfToken(token: string | undefined | null): TokenSession {
  const claims = decodeJwtPayload(token);
  return {
    identity: identityFromToken(token),
    empNo: text(claims.empNo),
    familyId: text(claims.fid),
  };
}

/**
 * The stored access token and what it says, read afresh (another tab or a company change may
 * have replaced it): for calls that send the token and repeat its ids in their bodies.
 */
export async function readFreshSession(): Promise<TokenSession & { accessToken?: string }> {
  tokenStore.invalidate();
  const accessToken = await tokenStore.get("access");
  return { ...sessionOfToken(accessToken), accessToken };
}

/**
 * Stores a new token pair (a login, a company switch) and ends any temporary token. Here, not in
 * the auth feature: the company page and the native bridge store pairs too.
 */
export function storeTokenPair(pair: Pick<TokenPairResult, "accessToken" | "refreshToken">) {
  return tokenStore.set({ access: pair.accessToken, refresh: pair.refreshToken, temporary: null });
}
