import { describe, expect, it } from "vitest";
import { initialsOf } from "./initials";

describe("initials of an avatar", () => {
  it.each([
    ["홍길동", "길동"],
    ["남궁민수", "민수"],
    ["이준", "이준"],
    ["Jane Doe", "JD"],
    ["madonna", "M"],
    ["  ", "?"],
  ])("%j → %j", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
