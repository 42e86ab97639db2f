import { describe, expect, it } from "vitest";
import { validateOrganizationSearch } from "./search-params";

describe("organisation chart search parameters", () => {
  it("keeps valid values and drops the rest", () => {
    expect(
      validateOrganizationSearch({
        companyId: "280",
        dept: 0,
        q: "홍",
        type: "mail",
        member: "E-1",
      }),
    ).toEqual({ companyId: 280, q: "홍", type: "mail", member: "E-1" });
    expect(validateOrganizationSearch({ q: "  ", type: "bogus", member: "a b" })).toEqual({});
  });

  it("cuts the word where the server stops reading it", () => {
    expect(validateOrganizationSearch({ q: "가".repeat(60) }).q).toBe("가".repeat(50));
  });
});
