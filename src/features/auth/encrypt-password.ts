import type { PublicKeyResult } from "../../../server/contract/auth";
import { api } from "../../lib/api-client";

/**
 * RSA-OAEP (SHA-256) encryption of passwords with the server's public key (DESIGN section 5):
 * GET /api/account/public-key, import the base64 SPKI with WebCrypto, encrypt the UTF-8 text,
 * send base64 + keyId. Imported keys are cached in memory per keyId; the key description is
 * fetched for every form submission so a rotated key is picked up at once.
 */
const keys = new Map<string, Promise<CryptoKey>>();

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = "";
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function importKey({ keyId, spki }: PublicKeyResult): Promise<CryptoKey> {
  let key = keys.get(keyId);
  if (!key) {
    key = crypto.subtle.importKey(
      "spki",
      fromBase64(spki),
      { name: "RSA-OAEP", hash: "SHA-256" },
      false,
      ["encrypt"],
    );
    key.catch(() => keys.delete(keyId)); // a failed import is retried next time
    keys.set(keyId, key);
  }
  return key;
}

export function fetchPublicKey(): Promise<PublicKeyResult> {
  return api<PublicKeyResult>("/account/public-key", { authFailure: "none" });
}

/** Encrypts each password with the current key; returns the ciphertexts (base64) and keyId. */
export async function encryptPasswords<const T extends readonly string[]>(
  passwords: T,
  getKey: () => Promise<PublicKeyResult> = fetchPublicKey,
): Promise<{ keyId: string; ciphertexts: { [K in keyof T]: string } }> {
  const description = await getKey();
  if (description.alg !== "RSA-OAEP-256") throw new Error(`Unsupported key: ${description.alg}`);
  const key = await importKey(description);
  const encoder = new TextEncoder();
  const ciphertexts = await Promise.all(
    passwords.map(async (password) =>
      toBase64(await crypto.subtle.encrypt({ name: "RSA-OAEP" }, key, encoder.encode(password))),
    ),
  );
  return {
    keyId: description.keyId,
    ciphertexts: ciphertexts as { [K in keyof T]: string },
  };
}

/** Test hook: forget the imported keys. */
export function resetPublicKeyCache(): void {
  keys.clear();
}
