import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

describe("password hashes", () => {
  it("verifies the right password and rejects a wrong one", async () => {
    const stored = await hashPassword("Demo!2345");
    expect(await verifyPassword("Demo!2345", stored)).toBe(true);
    expect(await verifyPassword("demo!2345", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("encodes scrypt$N$r$p$salt$hash with a random salt", async () => {
    const a = await hashPassword("Same#Pass1");
    const b = await hashPassword("Same#Pass1");
    expect(a).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Same#Pass1", b)).toBe(true);
  });

  it("handles non-ASCII passwords (NFC and NFD spell the same password)", async () => {
    const stored = await hashPassword("비밀번호1!Aa");
    expect(await verifyPassword("비밀번호1!Aa", stored)).toBe(true);
    expect(await verifyPassword("비밀번호1!Aa".normalize("NFD"), stored)).toBe(true);
  });

  it("returns false, never throws, for malformed or hostile stored values", async () => {
    const stored = await hashPassword("Demo!2345");
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
