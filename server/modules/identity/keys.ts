/**
 * The auth keys, shared by every node through signing_keys (DESIGN.md §4-5):
 * - the HS256 secret of access tokens: JWT_SECRET when set, else one generated and stored once;
 * - the RSA-OAEP-2048 key pair the login and password forms encrypt passwords with.
 * Each key is created with INSERT ... ON CONFLICT DO NOTHING and then read back, so nodes that
 * start together on an empty database all end up with the winner's key.
 */
import {
  constants,
  createHash,
  createHmac,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  randomBytes,
  type KeyObject,
} from "node:crypto";
import { promisify } from "node:util";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { KeyPurpose } from "../../db/schema";
import { findCurrentKey, findKey, insertKeyIfAbsent, type NewKeyRow } from "./keys-repository";

const generateRsa = promisify(generateKeyPair);

export interface AuthKeys {
  jwt: { keyId: string; secret: Uint8Array };
  /** HMAC key for low-entropy secrets (verification codes), derived from the JWT secret. */
  codeKey: Uint8Array;
  /** What GET /api/account/public-key publishes. */
  publicKey: { keyId: string; alg: "RSA-OAEP-256"; spki: string };
  /** The UTF-8 plaintext, or null for an unknown key or a ciphertext that does not decrypt. */
  decryptPassword(keyId: string, ciphertextBase64: string): Promise<string | null>;
}

async function ensureKey(db: Db, purpose: KeyPurpose, create: () => Promise<NewKeyRow>) {
  const existing = await findCurrentKey(db, purpose);
  if (existing) return existing;
  await insertKeyIfAbsent(db, await create());
  const winner = await findCurrentKey(db, purpose);
  if (!winner) throw new Error(`no ${purpose} key after creating one`);
  return winner;
}

async function newRsaKey(): Promise<NewKeyRow> {
  const { publicKey, privateKey } = await generateRsa("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  const spki = publicKey.toString("base64");
  const keyId = `rsa-${createHash("sha256").update(publicKey).digest("hex").slice(0, 16)}`;
  return { keyId, purpose: "PASSWORD_RSA", algorithm: "RSA-OAEP-256", publicKey: spki, privateKey };
}

async function newJwtSecret(): Promise<NewKeyRow> {
  const keyId = `jwt-${randomBytes(8).toString("hex")}`;
  const privateKey = randomBytes(64).toString("base64");
  return { keyId, purpose: "JWT_HMAC", algorithm: "HS256", publicKey: null, privateKey };
}

async function jwtKey(db: Db, config: Pick<Config, "JWT_SECRET">) {
  // A configured secret wins; the generated one exists for the demo only (config.ts demands
  // JWT_SECRET in production).
  if (config.JWT_SECRET)
    return { keyId: "env", secret: new TextEncoder().encode(config.JWT_SECRET) };
  const row = await ensureKey(db, "JWT_HMAC", newJwtSecret);
  return { keyId: row.keyId, secret: new Uint8Array(Buffer.from(row.privateKey, "base64")) };
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

export async function loadAuthKeys(db: Db, config: Pick<Config, "JWT_SECRET">): Promise<AuthKeys> {
  const jwt = await jwtKey(db, config);
  const rsa = await ensureKey(db, "PASSWORD_RSA", newRsaKey);
  const privateKeys = new Map<string, KeyObject>([[rsa.keyId, createPrivateKey(rsa.privateKey)]]);

  async function privateKeyOf(keyId: string): Promise<KeyObject | undefined> {
    const cached = privateKeys.get(keyId);
    if (cached) return cached;
    // Another node may have rotated the key after this one started.
    const row = await findKey(db, keyId);
    if (!row || row.purpose !== "PASSWORD_RSA") return undefined;
    const key = createPrivateKey(row.privateKey);
    privateKeys.set(keyId, key);
    return key;
  }

  return {
    jwt,
    codeKey: new Uint8Array(createHmac("sha256", jwt.secret).update("verification-code").digest()),
    publicKey: { keyId: rsa.keyId, alg: "RSA-OAEP-256", spki: rsa.publicKey ?? "" },
    async decryptPassword(keyId, ciphertextBase64) {
      const key = await privateKeyOf(keyId);
      if (!key) return null;
      try {
        const plain = privateDecrypt(
          { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
          Buffer.from(ciphertextBase64, "base64"),
        );
        return utf8.decode(plain);
      } catch {
        return null; // wrong key, tampered or truncated ciphertext, invalid UTF-8
      }
    },
  };
}
