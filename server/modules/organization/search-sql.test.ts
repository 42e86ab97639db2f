import { describe, expect, it } from "vitest";
import type { OrganizationSearchType } from "../../../shared/organization-search";
import { MatchTier } from "./ranking";
import { keyConditions, leadingSyllables, prefixUpperBound, searchBranches } from "./search-sql";
import { parseSearch } from "./search-query";

const conditionsOf = (word: string, type: OrganizationSearchType = "all") => {
  const query = parseSearch(word, type);
  return query.predicates.map((p) => keyConditions(p, query));
};

describe("SQL conditions of a search", () => {
  it("mixed 홍ㄱ: the initials AND the leading syllable narrow in SQL", () => {
    expect(leadingSyllables("홍ㄱ")).toBe("홍");
    expect(leadingSyllables("ㅎㄱㄷ")).toBe("");
    expect(conditionsOf("홍ㄱ", "name")).toEqual([
      [
        { column: "nameChoseong", op: "prefix", value: "ㅎㄱ" },
        { column: "nameKey", op: "prefix", value: "홍" },
      ],
      [
        { column: "givenNameChoseong", op: "prefix", value: "ㅎㄱ" },
        { column: "givenNameKey", op: "prefix", value: "홍" },
      ],
    ]);
  });

  it("pure initials need no syllable condition", () => {
    expect(conditionsOf("ㅎㄱㄷ", "name")).toEqual([
      [{ column: "nameChoseong", op: "prefix", value: "ㅎㄱㄷ" }],
      [{ column: "givenNameChoseong", op: "prefix", value: "ㅎㄱㄷ" }],
    ]);
  });

  it("a longer number matched on its last four must also end the stored number", () => {
    expect(conditionsOf("1234-5678", "phone")).toContainEqual([
      { column: "phoneLast4", op: "=", value: "5678" },
      { column: "phoneDigits", op: "suffix", value: "12345678" },
    ]);
    expect(conditionsOf("5678", "phone")).toEqual([
      [{ column: "phoneLast4", op: "=", value: "5678" }],
    ]);
  });

  it("a name search gets an exact-name branch first, so LIMIT never drops the exact person", () => {
    const query = parseSearch("김민서", "name");
    const [first] = searchBranches(query);
    expect(first).toEqual({
      tier: MatchTier.exactName,
      conditions: [{ column: "nameKey", op: "=", value: "김민서" }],
    });
    expect(searchBranches(parseSearch("5678", "phone"))[0]?.tier).toBe(MatchTier.phoneOrMail);
  });

  it("contains predicates (narrowed types only) look for the word inside the stored keys", () => {
    expect(conditionsOf("상담", "department")).toContainEqual([
      { column: "departmentKey", op: "contains", value: "상담" },
    ]);
    expect(
      conditionsOf("상담", "all")
        .flat()
        .some((c) => c.op === "contains"),
    ).toBe(false);
  });

  it("a prefix becomes the range [prefix, next) in code-point order", () => {
    expect(prefixUpperBound("김")).toBe("깁");
    expect(prefixUpperBound("hong")).toBe("honh");
    expect(prefixUpperBound("ㅎㄱ")).toBe("ㅎㄲ");
    // Everything that starts with the prefix sorts inside the range, its neighbours outside.
    const [from, to] = ["김민", prefixUpperBound("김민")!];
    for (const inside of ["김민", "김민서", "김민\u{10ffff}"])
      expect(inside >= from && inside < to).toBe(true);
    for (const outside of ["김미", "김밉", "김"])
      expect(outside >= from && outside < to).toBe(false);
    expect(prefixUpperBound("a\u{d7ff}")).toBe("a\u{e000}"); // never into the surrogates
    expect(prefixUpperBound("a\u{10ffff}")).toBe("b");
    expect(prefixUpperBound("\u{10ffff}")).toBeNull();
    expect(prefixUpperBound("")).toBeNull();
  });
});
