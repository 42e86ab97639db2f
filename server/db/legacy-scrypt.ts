/**
 * The hashes stored before Argon2id: node:crypto scrypt, encoded as `scrypt$N$r$p$salt$hash`
 * (salt and hash base64). N = 2^15 is below OWASP's minimum, so these are only verified, and the
 * next successful login replaces them (./password-hash.ts). `hashLegacyScrypt` stays for tests
 * and for data written by older builds.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** 2^15 × r 8 = 32 MiB and roughly 50-100 ms per hash on a server core. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters beyond this (a corrupt or hostile row must not exhaust memory). */
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
export const SCRYPT_PREFIX = "scrypt";

function deriveKey(
  plain: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Node needs maxmem above 128·N·r bytes, which the default (32 MiB) is not for N=2^15. */
const memoryFor = (N: number, r: number): number => 128 * N * r + 1024 * 1024;

export async function hashLegacyScrypt(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = COST;
  const key = await deriveKey(plain, salt, KEY_BYTES, { N, r, p, maxmem: memoryFor(N, r) });
  return [SCRYPT_PREFIX, N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== SCRYPT_PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map((v) => (/^\d{1,10}$/.test(v ?? "") ? Number(v) : NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (
    !powerOfTwo ||
    !(r >= 1 && r <= 32) ||
    !(p >= 1 && p <= 16) ||
    memoryFor(N, r) > MAX_MEMORY_BYTES
  )
    return null;
  const salt = Buffer.from(parts[4] ?? "", "base64");
  const key = Buffer.from(parts[5] ?? "", "base64");
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** False for a wrong password and for a malformed stored value; never throws for either. */
export async function verifyLegacyScrypt(plain: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await deriveKey(plain, salt, key.length, { N, r, p, maxmem: memoryFor(N, r) });
  return timingSafeEqual(candidate, key);
}
