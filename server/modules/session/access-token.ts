/**
 * Access tokens: HS256 JWTs, 15 minutes, carrying what every request needs without a query
 * (accountId, companyId, empNo, authority) plus the refresh family (fid), so that ending the
 * family (logout, password change, company switch, reuse detection) ends its access tokens too.
 */
import { webcrypto } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { AuthKeys } from "../identity/keys";
import type { TimedVerdict } from "./access-token-cache";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = "group-portal";
/** Keeps tokens of other purposes signed with the same secret (if any ever are) out. */
const AUDIENCE = "portal-access";

export interface AccessClaims {
  accountId: string;
  companyId: number;
  empNo: string;
  authority: string;
  familyId: string;
}

export async function signAccessToken(
  keys: Pick<AuthKeys, "jwt">,
  claims: AccessClaims,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const { familyId, ...rest } = claims;
  return new SignJWT({ ...rest, fid: familyId })
    .setProtectedHeader({ alg: "HS256", kid: keys.jwt.keyId, typ: "JWT" })
    .setSubject(claims.accountId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(keys.jwt.secret);
}

/** expired -> TOKEN_EXPIRED, malformed -> TOKEN_PARSE_ERROR, invalid -> UNAUTHORIZED (API.md). */
export type AccessVerdict =
  { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "malformed" | "invalid" };

function claimsOf(payload: Record<string, unknown>): AccessClaims | null {
  const { accountId, companyId, empNo, authority, fid } = payload;
  if (
    typeof accountId !== "string" ||
    typeof companyId !== "number" ||
    !Number.isInteger(companyId) ||
    typeof empNo !== "string" ||
    typeof authority !== "string" ||
    typeof fid !== "string"
  )
    return null;
  return { accountId, companyId, empNo, authority, familyId: fid };
}

/*
 * The secret as a WebCrypto key, imported once per secret: given raw bytes, jose imports them
 * again for every verification (about a quarter of its cost).
 */
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function verificationKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
      "verify",
    ]);
    importedKeys.set(secret, key);
  }
  return key;
}

/** The verdict, with the token's time window when it passed (access-token-cache.ts keeps it). */
export async function verifyAccessToken(
  keys: Pick<AuthKeys, "jwt">,
  token: string,
  now: Date,
): Promise<TimedVerdict> {
  try {
    const { payload } = await jwtVerify(token, await verificationKey(keys.jwt.secret), {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ["exp", "iat", "sub"],
    });
    const claims = claimsOf(payload);
    // requiredClaims makes jose insist on a numeric exp; nbf is optional.
    return claims
      ? { ok: true, claims, expiresAt: payload.exp as number, notBefore: payload.nbf }
      : { ok: false, reason: "invalid" };
  } catch (error) {
    // jose checks the signature before the claims, so "expired" is only ever said of a token
    // this server really issued.
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid)
      return { ok: false, reason: "malformed" };
    return { ok: false, reason: "invalid" };
  }
}
