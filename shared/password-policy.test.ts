import { describe, expect, it } from "vitest";
import { passwordPolicyCases } from "../tests/fixtures/password-policy-cases";
import { COMMON_BASE_WORDS } from "./common-passwords";
import { checkPassword, isCommonPassword } from "./password-policy";

describe("password policy", () => {
  it.each(passwordPolicyCases)("$password -> $valid ($note)", ({ password, valid, reason }) => {
    expect(checkPassword(password)).toBe(valid ? null : reason);
  });

  it("rejects common passwords whatever their case", () => {
    expect(checkPassword("PASSWORD1!a")).toBeNull();
    expect(checkPassword("pASSWORD1!")).toBe("common");
  });

  it("knows every base word under digits and specials, in front or behind", () => {
    const dress = (word: string) => {
      const cap = word.charAt(0).toUpperCase() + word.slice(1);
      return [`${cap}1!`, `${cap}2024!`, `!${cap}9`, `#1${cap}`];
    };
    const missed = [...COMMON_BASE_WORDS].flatMap(dress).filter((p) => !isCommonPassword(p));
    expect(missed).toEqual([]);
  });

  it("keeps a base word that is only part of a longer word", () => {
    expect(isCommonPassword("X" + "Dragon1!")).toBe(false);
    expect(isCommonPassword("Dragonx1!")).toBe(false);
  });
});
