import { describe, expect, it } from "vitest";
import { displayField, identityLines } from "./identity";

describe("displayField (spec 3: '-' means empty)", () => {
  it.each([
    ["-", ""],
    [" - ", ""],
    [null, ""],
    [undefined, ""],
    ["", ""],
    ["팀장", "팀장"],
    ["-팀장", "-팀장"],
  ])("%j -> %j", (value, expected) => {
    expect(displayField(value)).toBe(expected);
  });
});

describe("identityLines", () => {
  it("joins position and duty, leaving '-' parts out", () => {
    const base = { name: "홍길동", accountId: "demo", departmentName: "인사팀" };
    expect(identityLines({ ...base, position: "과장", duty: "팀장" }).role).toBe("과장 · 팀장");
    expect(identityLines({ ...base, position: "과장", duty: "-" }).role).toBe("과장");
    expect(identityLines({ ...base, position: "-", duty: "팀장" }).role).toBe("팀장");
    expect(identityLines({ ...base, position: "-", duty: "-" }).role).toBe("");
    expect(identityLines({ ...base, departmentName: "-", position: null, duty: null })).toEqual({
      name: "홍길동",
      accountId: "demo",
      department: "",
      role: "",
    });
  });
});
