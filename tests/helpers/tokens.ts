/**
 * The one place tests make access tokens. Client tests need tokens the page can decode (it never
 * checks a signature, so they go unsigned); server and Playwright tests need tokens signed like
 * the server's (server/modules/auth/access-token.ts), e.g. an expired or forged copy of a real
 * one. No Node-only API here: the jsdom tests import this module too.
 */
import { SignJWT } from "jose";

/** The server's HS256 key: `app.authKeys.jwt` in-process, or the JWT secret a server was given. */
export interface SigningKey {
  keyId: string;
  secret: Uint8Array | string;
}

// Must match the server's issuer and audience, or the server refuses even a well-signed token.
const ISSUER = "group-portal";
const AUDIENCE = "portal-access";
const ACCESS_SECONDS = 15 * 60;
/** Registered claims the signer sets itself; a re-signed copy drops the old ones. */
const REGISTERED = ["iat", "exp", "nbf", "iss", "aud", "sub", "jti"];

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join("");
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An unsigned token carrying `claims` (UTF-8, base64url like a real one) for the page to read. */
export function unsignedToken(claims: object): string {
  return `${base64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64url(JSON.stringify(claims))}.unsigned`;
}

/** The payload of any token, signed or not (nothing is verified). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

/** A key the server never had (under the id of one of its own, if given): a forger's. */
export function foreignKey(keyId = "forged"): SigningKey {
  return { keyId, secret: crypto.getRandomValues(new Uint8Array(32)) };
}

export interface TokenTimes {
  /** Default: now. */
  issuedAt?: Date;
  /** Default: 15 minutes after issuedAt, the server's lifetime. */
  expiresAt?: Date;
}

/** An access token signed as the server signs one; `claims` carries accountId, companyId, fid... */
export async function signedToken(
  key: SigningKey,
  claims: Record<string, unknown>,
  times: TokenTimes = {},
): Promise<string> {
  const issuedAt = Math.floor((times.issuedAt ?? new Date()).getTime() / 1000);
  const expiresAt = times.expiresAt
    ? Math.floor(times.expiresAt.getTime() / 1000)
    : issuedAt + ACCESS_SECONDS;
  const secret = typeof key.secret === "string" ? new TextEncoder().encode(key.secret) : key.secret;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", kid: key.keyId, typ: "JWT" })
    .setSubject(String(claims.accountId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
}

/** `token`'s claims (with `changes` on top) signed again with `key`, at other times if given. */
export async function resignedToken(
  token: string,
  key: SigningKey,
  changes: Record<string, unknown> = {},
  times: TokenTimes = {},
): Promise<string> {
  const claims = Object.fromEntries(
    Object.entries(claimsOf(token)).filter(([name]) => !REGISTERED.includes(name)),
  );
  return signedToken(key, { ...claims, ...changes }, times);
}
