import { describe, expect, it, vi } from "vitest";
import { encryptPasswords, resetPublicKeyCache } from "./encrypt-password";

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    {
      name: "RSA-OAEP",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["encrypt", "decrypt"],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey));
  return { pair, spki: btoa(String.fromCharCode(...spki)) };
}

const decrypt = async (key: CryptoKey, text: string) =>
  new TextDecoder().decode(
    await crypto.subtle.decrypt(
      { name: "RSA-OAEP" },
      key,
      Uint8Array.from(atob(text), (c) => c.charCodeAt(0)),
    ),
  );

describe("encryptPasswords", () => {
  it("encrypts with RSA-OAEP-256 so the private key decrypts, and returns the keyId", async () => {
    resetPublicKeyCache();
    const { pair, spki } = await keyPair();
    const getKey = vi.fn(async () => ({ keyId: "k1", alg: "RSA-OAEP-256" as const, spki }));
    const { keyId, ciphertexts } = await encryptPasswords(["Demo!2345", "비밀 ✓"], getKey);
    expect(keyId).toBe("k1");
    expect(ciphertexts[0]).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await decrypt(pair.privateKey, ciphertexts[0])).toBe("Demo!2345");
    expect(await decrypt(pair.privateKey, ciphertexts[1])).toBe("비밀 ✓");
  });

  it("imports a key once per keyId", async () => {
    resetPublicKeyCache();
    const { spki } = await keyPair();
    const importKey = vi.spyOn(crypto.subtle, "importKey");
    const getKey = async () => ({ keyId: "k2", alg: "RSA-OAEP-256" as const, spki });
    await encryptPasswords(["a"], getKey);
    await encryptPasswords(["b"], getKey);
    expect(importKey).toHaveBeenCalledTimes(1);
    importKey.mockRestore();
  });
});
