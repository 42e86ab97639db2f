/**
 * Random secrets and how they are stored. Tokens, login codes and verification codes are
 * stored only as hashes, so a database dump yields nothing that can be replayed.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** 256 random bits, base64url, behind a short prefix that tells the token kinds apart. */
export function randomToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString("base64url")}`;
}

/** Hash of a high-entropy secret (token, login code): plain sha-256 suffices for 256 bits. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/**
 * Hash of a LOW-entropy secret (a 6-digit code has only 10^6 values, so a plain hash would be
 * reversed in milliseconds): HMAC keyed with a server secret that is not in the same table.
 */
export function hashShortSecret(key: Uint8Array, secret: string): string {
  return createHmac("sha256", key).update(secret, "utf8").digest("hex");
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `length` decimal digits from the CSPRNG (leading zeros kept). */
export function randomDigits(length: number): string {
  let digits = "";
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}
