import { describe, expect, it } from "vitest";
import { isOrganizationSearchType, ORGANIZATION_SEARCH_TYPES } from "./organization-search";

describe("organisation search types", () => {
  it("accepts each listed type and nothing else", () => {
    for (const type of ORGANIZATION_SEARCH_TYPES) expect(isOrganizationSearchType(type)).toBe(true);
    for (const other of ["", "ALL", "names", "toString", undefined, 1, ["all"]])
      expect(isOrganizationSearchType(other)).toBe(false);
  });
});
