import { describe, expect, it } from "vitest";
import { plainPathInEveryDecoding } from "./plain-path";

describe("plainPathInEveryDecoding", () => {
  it("gives the fully decoded path of a plain path", () => {
    expect(plainPathInEveryDecoding("/schedule")).toBe("/schedule");
    expect(plainPathInEveryDecoding("/a%2520b")).toBe("/a b");
    expect(plainPathInEveryDecoding("/OrganizationView?q=%ED%99%8D")).toBe(
      "/OrganizationView?q=홍",
    );
  });

  it.each([
    ["", "empty"],
    ["schedule", "relative"],
    ["//evil.com", "protocol-relative"],
    ["/%2F/evil.com", "protocol-relative once decoded"],
    ["/%252F%252Fevil.com", "protocol-relative twice decoded"],
    ["/\\evil.com", "backslash"],
    ["/%5Cevil", "encoded backslash"],
    ["/／evil.com", "fullwidth solidus (NFKC folds it)"],
    ["/\u2215evil.com", "division slash"],
    ["/\t/evil.com", "tab"],
    ["/\u200b/evil.com", "zero-width space"],
    ["/%E2%80%8B/evil.com", "encoded zero-width space"],
    ["/%", "does not decode"],
    ["/%2525252525252F", "still changing after the last decoding round"],
    [`/${"a".repeat(2000)}`, "over 2000 characters"],
  ])("refuses %j (%s)", (input) => {
    expect(plainPathInEveryDecoding(input)).toBeNull();
  });

  it("refuses spaces only when asked to (the approval handover)", () => {
    expect(plainPathInEveryDecoding("/a b")).toBe("/a b");
    expect(plainPathInEveryDecoding("/a b", { rejectSpaces: true })).toBeNull();
    expect(plainPathInEveryDecoding("/a%20b", { rejectSpaces: true })).toBeNull();
    expect(plainPathInEveryDecoding("/approval?id=1", { rejectSpaces: true })).toBe(
      "/approval?id=1",
    );
  });
});
