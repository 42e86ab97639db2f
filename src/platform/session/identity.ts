import { decodeJwtPayload } from "./claims";

/**
 * Who is signed in: the account and the company its access token is scoped to. The one shape of
 * the identity on the client (page and worker); every per-user store is named after it.
 */
export interface Identity {
  accountId: string;
  companyId: number;
}

/**
 * The last token read and what it said: every request, answer and cache write asks who is signed
 * in, nearly always of the same token, and decoding it each time was a part of each answer's task.
 */
let last: { token: string | undefined | null; identity: Identity | undefined } | undefined;

/** The account and the company of an access token; undefined unless both are there. */
export function identityFromToken(token: string | undefined | null): Identity | undefined {
  if (last && last.token === token) return last.identity;
  // Unverified claims are enough here: they only pick stores; the server still checks the token.
  const { accountId, companyId } = decodeJwtPayload(token);
  const id = Number(companyId);
  const identity =
    typeof accountId === "string" && accountId && Number.isInteger(id) && id > 0
      ? Object.freeze({ accountId, companyId: id })
      : undefined;
  last = { token, identity };
  return identity;
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
