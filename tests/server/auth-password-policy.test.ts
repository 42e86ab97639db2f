import { describe, expect, it } from "vitest";
import {
  checkPassword,
  generateTemporaryPassword,
} from "../../server/modules/auth/password-policy";
import { COMMON_BASE_WORDS, COMMON_PASSWORDS } from "../../server/modules/auth/common-passwords";
import { isPasswordExpired, passwordExpiresAt } from "../../server/modules/identity/time-rules";
import * as client from "../../src/features/auth/common-passwords";
import { checkPassword as clientCheck } from "../../src/features/auth/password-policy";
import { passwordPolicyCases } from "../fixtures/password-policy-cases";

describe("password policy (the table shared with the client validator)", () => {
  it.each(passwordPolicyCases)("$password -> $valid ($note)", ({ password, valid, reason }) => {
    expect(checkPassword(password)).toBe(valid ? null : reason);
  });

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

/**
 * The PWA keeps a copy of the deny list (src/ may not import server code). The copy must be the
 * same, or the form accepts a password the server then refuses.
 */
describe("the client's copy of the deny list", () => {
  it("holds exactly the server's entries and base words", () => {
    expect([...client.COMMON_PASSWORDS].sort()).toEqual([...COMMON_PASSWORDS].sort());
    expect([...client.COMMON_BASE_WORDS].sort()).toEqual([...COMMON_BASE_WORDS].sort());
  });

  it("gives the server's verdict on every word dressed up the usual ways", () => {
    const dress = (word: string) => {
      const cap = word.charAt(0).toUpperCase() + word.slice(1);
      const leet = cap.replace(/a/g, "@").replace(/o/g, "0").replace(/s/g, "$");
      return [`${cap}1!`, `${cap}2024!`, `!${cap}9`, `${leet}7#`, `X${cap}1!`, `${cap}x1!`];
    };
    const candidates = [...COMMON_BASE_WORDS, ...COMMON_PASSWORDS].flatMap(dress);
    const differing = candidates.filter((p) => clientCheck(p) !== checkPassword(p));
    expect(differing).toEqual([]);
  });
});
