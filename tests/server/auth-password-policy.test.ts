import { describe, expect, it } from "vitest";
import { checkPassword } from "../../shared/password-policy";
import { generateTemporaryPassword } from "../../server/modules/auth/password-policy";
import { isPasswordExpired, passwordExpiresAt } from "../../server/modules/identity/time-rules";

// The policy's own cases are in shared/password-policy.test.ts; these are the server's uses of it.
describe("password policy on the server", () => {
  it("generates temporary passwords that satisfy it", () => {
    for (let i = 0; i < 200; i++) expect(checkPassword(generateTemporaryPassword())).toBeNull();
  });

  it("expires passwords 90 days after the change", () => {
    const changed = new Date("2026-01-01T00:00:00Z");
    expect(passwordExpiresAt(changed).toISOString()).toBe("2026-04-01T00:00:00.000Z");
    expect(isPasswordExpired(changed, new Date("2026-03-31T23:59:59Z"))).toBe(false);
    expect(isPasswordExpired(changed, new Date("2026-04-01T00:00:00Z"))).toBe(true);
  });
});
