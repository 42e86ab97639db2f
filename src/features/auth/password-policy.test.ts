import { describe, expect, it } from "vitest";
import { checkPasswordChange } from "./password-policy";

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
