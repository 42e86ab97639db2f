import { describe, expect, it } from "vitest";
import { hashLegacyScrypt } from "./legacy-scrypt";
import { hashPassword, needsRehash, verifyPassword } from "./password-hash";

describe("password hashes", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("Demo!2345");
    expect(await verifyPassword("Demo!2345", stored)).toBe(true);
    expect(await verifyPassword("demo!2345", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("encodes Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane) with a random salt", async () => {
    const a = await hashPassword("Same#Pass1");
    const b = await hashPassword("Same#Pass1");
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(needsRehash(a)).toBe(false);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Same#Pass1", b)).toBe(true);
  });

  it("handles non-ASCII passwords (NFC and NFD spell the same password)", async () => {
    const stored = await hashPassword("비밀번호1!Aa");
    expect(await verifyPassword("비밀번호1!Aa", stored)).toBe(true);
    expect(await verifyPassword("비밀번호1!Aa".normalize("NFD"), stored)).toBe(true);
  });

  it("still verifies the scrypt hashes of earlier builds, and marks them for a rehash", async () => {
    const legacy = await hashLegacyScrypt("Demo!2345");
    expect(legacy.startsWith("scrypt$32768$8$1$")).toBe(true);
    expect(await verifyPassword("Demo!2345", legacy)).toBe(true);
    expect(await verifyPassword("Demo!2346", legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2g")).toBe(true);
  });

  it("refuses Argon2id parameters that would exhaust the node", async () => {
    const good = await hashPassword("Demo!2345");
    const hostile = good.replace("m=19456", "m=4194304");
    expect(await verifyPassword("Demo!2345", hostile)).toBe(false);
  });

  it("returns false, never throws, for malformed or hostile stored values", async () => {
    const stored = await hashLegacyScrypt("Demo!2345");
    const parts = stored.split("$");
    const tampered = [...parts.slice(0, 5), Buffer.alloc(32, 1).toString("base64")].join("$");
    const bad = [
      "",
      "plain-text-password",
      "bcrypt$10$abc",
      tampered,
      stored.replace(/^scrypt\$\d+/, "scrypt$1000"), // N not a power of two
      stored.replace(/^scrypt\$\d+/, "scrypt$1073741824"), // would need terabytes of memory
      `${parts.slice(0, 4).join("$")}$$`,
    ];
    for (const value of bad) expect(await verifyPassword("Demo!2345", value)).toBe(false);
  });
});
