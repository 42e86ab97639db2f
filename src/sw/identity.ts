import { createStore, get, type UseStore } from "idb-keyval";
import { decodeJwtClaims } from "../lib/jwt";

/** Who a cached /api answer belongs to: the account and the company its token is scoped to. */
export interface Identity {
  accountId: string;
  companyId: number;
}

/** The page's token store (src/lib/token-store.ts): same database, store and key. */
const TOKEN_DATABASE = "gp-auth";
const TOKEN_STORE = "tokens";
const ACCESS_TOKEN_KEY = "accessToken";

export function identityFromToken(token: string | undefined | null): Identity | undefined {
  // Unverified claims are enough here: they only pick a cache; the server still checks the token.
  const { accountId, companyId } = decodeJwtClaims(token ?? undefined);
  return accountId && companyId ? { accountId, companyId } : undefined;
}

/** The identity a request speaks for, from its `Authorization: Bearer` header. */
export function identityFromRequest(request: Request): Identity | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return identityFromToken(match?.[1]);
}

export function sameIdentity(a: Identity | undefined, b: Identity | undefined): boolean {
  return !!a && !!b && a.accountId === b.accountId && a.companyId === b.companyId;
}

/** Accepts only `{accountId: non-empty string, companyId: positive integer}`. */
export function parseIdentity(value: unknown): Identity | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { accountId, companyId } = value as Record<string, unknown>;
  if (typeof accountId !== "string" || !accountId) return undefined;
  if (typeof companyId !== "number" || !Number.isInteger(companyId) || companyId <= 0) {
    return undefined;
  }
  return { accountId, companyId };
}

let tokenStore: UseStore | undefined;

/**
 * The session signed in right now, read from IndexedDB on every call rather than remembered:
 * a logout or company switch in any tab is seen at once, even by a worker that just woke up.
 */
export async function readSignedInIdentity(): Promise<Identity | undefined> {
  try {
    tokenStore ??= createStore(TOKEN_DATABASE, TOKEN_STORE);
    return identityFromToken(await get<string>(ACCESS_TOKEN_KEY, tokenStore));
  } catch {
    return undefined; // no readable session: nothing is served from or written to a user cache
  }
}
