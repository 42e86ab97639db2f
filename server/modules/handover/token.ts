/**
 * The handover token the approval site receives in the query: an HS256 JWT, 60 seconds,
 * audience "approval", with a random jti. Chosen over a one-time code stored hashed because
 * the approval site then verifies it on its own (no callback into the portal, no table), while
 * what a URL can leak (history, logs, Referer) is bounded: it is not the access token, it opens
 * nothing but the approval site, it dies within a minute, and the jti lets that site refuse a
 * second use. Its key is separate from the access-token secret (purpose HANDOVER_HMAC in
 * signing_keys, shared by all nodes), so the approval site can hold it without being able to
 * mint portal access tokens.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { Db } from "../../db/client";
import { findCurrentKey, insertKeyIfAbsent } from "../identity/keys-repository";

export const HANDOVER_TOKEN_SECONDS = 60;
export const HANDOVER_AUDIENCE = "approval";
const ISSUER = "group-portal";

export interface HandoverKey {
  keyId: string;
  secret: Uint8Array;
}

/** The current key; the first node to need one creates it, racing nodes agree on the winner. */
export async function loadHandoverKey(db: Db): Promise<HandoverKey> {
  let row = await findCurrentKey(db, "HANDOVER_HMAC");
  if (!row) {
    await insertKeyIfAbsent(db, {
      keyId: `handover-${randomBytes(8).toString("hex")}`,
      purpose: "HANDOVER_HMAC",
      algorithm: "HS256",
      publicKey: null,
      privateKey: randomBytes(64).toString("base64"),
    });
    row = await findCurrentKey(db, "HANDOVER_HMAC");
  }
  if (!row) throw new Error("no HANDOVER_HMAC key after creating one");
  return { keyId: row.keyId, secret: new Uint8Array(Buffer.from(row.privateKey, "base64")) };
}

export async function signHandoverToken(
  key: HandoverKey,
  subject: { accountId: string; companyId: number; empNo: string },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + HANDOVER_TOKEN_SECONDS;
  const token = await new SignJWT({ companyId: subject.companyId, empNo: subject.empNo })
    .setProtectedHeader({ alg: "HS256", kid: key.keyId, typ: "JWT" })
    .setSubject(subject.accountId)
    .setIssuer(ISSUER)
    .setAudience(HANDOVER_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key.secret);
  return { token, expiresAt: new Date(expiresAt * 1000) };
}
