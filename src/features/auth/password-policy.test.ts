import { describe, expect, it } from "vitest";
import { passwordPolicyCases } from "../../../tests/fixtures/password-policy-cases";
import { checkPassword, checkPasswordChange } from "./password-policy";

describe("password policy (shared table)", () => {
  it.each(passwordPolicyCases.map((c) => [c.note ?? c.password, c] as const))("%s", (_, c) => {
    const problem = checkPassword(c.password);
    expect(problem === null).toBe(c.valid);
    if (c.reason) expect(problem).toBe(c.reason);
  });

  it("rejects common passwords whatever their case", () => {
    expect(checkPassword("PASSWORD1!a")).toBeNull();
    expect(checkPassword("pASSWORD1!")).toBe("common");
  });
});

describe("password change form", () => {
  const ok = { current: "Old!pass1", next: "New!pass2x", confirm: "New!pass2x" };
  it.each([
    [
      { ...ok, current: "" },
      { field: "current", problem: "required" },
    ],
    [
      { ...ok, next: "", confirm: "" },
      { field: "next", problem: "required" },
    ],
    [
      { ...ok, next: "short1!", confirm: "short1!" },
      { field: "next", problem: "length" },
    ],
    [
      { ...ok, next: "Old!pass1", confirm: "Old!pass1" },
      { field: "next", problem: "same" },
    ],
    [
      { ...ok, confirm: "" },
      { field: "confirm", problem: "required" },
    ],
    [
      { ...ok, confirm: "New!pass2y" },
      { field: "confirm", problem: "mismatch" },
    ],
    [ok, null],
  ])("%o -> %o", (input, expected) => {
    expect(checkPasswordChange(input)).toEqual(expected);
  });
});
