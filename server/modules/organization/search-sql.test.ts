import { describe, expect, it } from "vitest";
import { ORGANIZATION_SEARCH_TYPES } from "../../contract";
import { MatchTier } from "./ranking";
import { keyConditions, leadingSyllables, searchBranches } from "./search-sql";
import { SEARCH_TYPES, parseSearch } from "./search-query";

const conditionsOf = (word: string, type: (typeof SEARCH_TYPES)[number] = "all") => {
  const query = parseSearch(word, type);
  return query.predicates.map((p) => keyConditions(p, query));
};

describe("SQL conditions of a search", () => {
  it("the contract lists the same search types as the parser", () => {
    expect([...ORGANIZATION_SEARCH_TYPES]).toEqual([...SEARCH_TYPES]);
  });

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
    const [first] = searchBranches(query, new Map());
    expect(first).toEqual({
      tier: MatchTier.exactName,
      conditions: [{ column: "nameKey", op: "=", value: "김민서" }],
    });
    expect(searchBranches(parseSearch("5678", "phone"), new Map())[0]?.tier).toBe(
      MatchTier.phoneOrMail,
    );
  });

  it("contains predicates match only the stored keys handed in; none means no row", () => {
    const query = parseSearch("상담", "department");
    const contains = query.predicates.find((p) => p.mode === "contains")!;
    expect(keyConditions(contains, query, ["고객상담센터"])).toEqual([
      { column: "departmentKey", op: "any", value: ["고객상담센터"] },
    ]);
    expect(keyConditions(contains, query)).toEqual([
      { column: "departmentKey", op: "any", value: [] },
    ]);
  });
});
