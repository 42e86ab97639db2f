import { decodeJwtClaims } from "./claims";

/**
 * Who is signed in: the account and the company its access token is scoped to. The one shape of
 * the identity on the client (page and worker); every per-user store is named after it.
 */
export interface Identity {
  accountId: string;
  companyId: number;
}

/**
 * The identity and the two other claims some callers need: the employee number (native device
 * calls repeat it) and the refresh family (what an offline logout reports later). `identity` is
 * undefined unless both the account and the company are there: half an identity names no store.
 */
export interface TokenSession {
  identity: Identity | undefined;
  empNo: string | undefined;
  familyId: string | undefined;
}

export function sessionOfToken(token: string | undefined | null): TokenSession {
  // Unverified claims are enough here: they only pick stores; the server still checks the token.
  const { accountId, companyId, empNo, familyId } = decodeJwtClaims(token ?? undefined);
  const identity = accountId && companyId ? { accountId, companyId } : undefined;
  return { identity, empNo, familyId };
}

export function identityFromToken(token: string | undefined | null): Identity | undefined {
  return sessionOfToken(token).identity;
}

/** The identity a request speaks for, from its `Authorization: Bearer` header. */
export function identityFromRequest(request: Request): Identity | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "");
  return identityFromToken(match?.[1]);
}

export function sameIdentity(a: Identity | null | undefined, b: Identity | null | undefined) {
  return !!a && !!b && a.accountId === b.accountId && a.companyId === b.companyId;
}

/** Accepts only `{accountId: non-empty string, companyId: positive integer}` (worker messages). */
export function parseIdentity(value: unknown): Identity | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { accountId, companyId } = value as Record<string, unknown>;
  if (typeof accountId !== "string" || !accountId) return undefined;
  if (typeof companyId !== "number" || !Number.isInteger(companyId) || companyId <= 0) {
    return undefined;
  }
  return { accountId, companyId };
}
