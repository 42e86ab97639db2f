import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MatchTier, matchTier, rankMatches, type RankCandidate } from "./ranking";
import { buildEmployeeSearchKeys, type EmployeeSearchSource } from "../../db/search-keys";
import { parseSearch } from "./search-query";

function candidate(employeeNo: string, primary: boolean, src: EmployeeSearchSource): RankCandidate {
  return {
    employeeNo,
    name: src.name,
    primaryJobYn: primary ? "Y" : "N",
    keys: buildEmployeeSearchKeys(src),
  };
}
const names = (list: readonly RankCandidate[]): string[] =>
  list.map((c) => `${c.name}#${c.employeeNo}`);

describe("matchTier", () => {
  it.each<[string, EmployeeSearchSource, MatchTier]>([
    ["홍길동", { name: "홍길동" }, MatchTier.exactName],
    ["홍길", { name: "홍길동" }, MatchTier.namePrefix],
    ["길동", { name: "홍길동" }, MatchTier.givenOrFamilyName],
    ["ㅎㄱㄷ", { name: "홍길동" }, MatchTier.choseong],
    ["ㄱㄷ", { name: "홍길동" }, MatchTier.choseong], // given-name initials
    ["홍ㄱ", { name: "홍길동" }, MatchTier.choseong],
    ["홍ㄱ", { name: "김철수", departmentName: "홍기획팀" }, MatchTier.departmentOrPosition],
    ["홍ㄱ", { name: "황길동", departmentName: "재무팀" }, MatchTier.other], // choseong fits, positions do not
    ["길동", { name: "김철수", departmentName: "길동지점" }, MatchTier.departmentOrPosition],
    ["팀장", { name: "김철수", duty: "팀장" }, MatchTier.departmentOrPosition],
    ["5678", { name: "김철수", mobile: "010-1234-5678" }, MatchTier.phoneOrMail],
    ["kim", { name: "김철수", mail: "kim@x.com" }, MatchTier.phoneOrMail],
    ["kim", { name: "Kim Minsu", mail: "kim@x.com" }, MatchTier.namePrefix],
    ["이영희", { name: "홍길동" }, MatchTier.other],
  ])("%s vs %j -> %i", (word, src, tier) => {
    expect(matchTier(buildEmployeeSearchKeys(src), parseSearch(word))).toBe(tier);
  });

  it("only counts the columns of the requested type", () => {
    const keys = buildEmployeeSearchKeys({ name: "개발왕", departmentName: "개발팀" });
    expect(matchTier(keys, parseSearch("개발", "all"))).toBe(MatchTier.namePrefix);
    expect(matchTier(keys, parseSearch("개발", "department"))).toBe(MatchTier.departmentOrPosition);
  });
});

describe("rankMatches", () => {
  it("orders by tier, then primary job, then Korean name order, then employeeNo", () => {
    const input = [
      candidate("9", true, { name: "김길동", mail: "gil@x.com" }), // given name
      candidate("8", true, { name: "박민수", departmentName: "길동지점" }), // department
      candidate("7", false, { name: "홍길동", departmentName: "재무팀" }), // exact, second job
      candidate("6", true, { name: "홍길동", departmentName: "인사팀" }), // exact, primary
      candidate("5", true, { name: "홍길동자" }), // name prefix
      candidate("4", true, { name: "가길동" }), // given name, sorts before 김길동
      candidate("3", true, { name: "홍길동" }), // exact, primary, smaller employeeNo
      candidate("2", true, { name: "이영희" }), // no match: last
    ];
    expect(names(rankMatches(input, parseSearch("홍길동")))).toEqual([
      "홍길동#3",
      "홍길동#6",
      "홍길동#7",
      "홍길동자#5",
      ...["가길동#4", "김길동#9", "박민수#8", "이영희#2"], // the rest, by name
    ]);
    expect(names(rankMatches(input, parseSearch("길동")))).toEqual([
      "가길동#4",
      "김길동#9",
      "홍길동#3",
      "홍길동#6",
      "홍길동자#5", // given name 길동자
      "홍길동#7", // same tier, second job
      "박민수#8",
      "이영희#2",
    ]);
  });

  it("choseong matches rank after name and given-name matches", () => {
    const input = [
      candidate("1", true, { name: "한가람" }), // ㅎㄱㄹ: choseong only
      candidate("2", true, { name: "홍길동" }), // ㅎㄱㄷ: choseong only
      candidate("3", false, { name: "하강" }), // ㅎㄱ: choseong, second job
      candidate("4", true, { name: "이민호", departmentName: "홍길팀" }), // department choseong
    ];
    expect(names(rankMatches(input, parseSearch("ㅎㄱ")))).toEqual([
      "한가람#1",
      "홍길동#2",
      "하강#3",
      "이민호#4",
    ]);
  });

  it("orders names exactly like localeCompare('ko') (Hangul fast path included)", () => {
    const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCodePoint(c));
    const hangul = fc.string({ unit: syllable, minLength: 1, maxLength: 4 });
    const name = fc.oneof(
      hangul,
      fc.string(),
      fc.tuple(hangul, fc.string()).map((p) => p.join("")),
    );
    const noMatch = parseSearch(""); // every candidate in the same tier: only names decide
    fc.assert(
      fc.property(fc.array(name, { maxLength: 20 }), (list) => {
        const input = list.map((n, i) => candidate(String(i), true, { name: n }));
        const expected = [...list].sort((a, b) => a.localeCompare(b, "ko"));
        expect(rankMatches(input, noMatch).map((c) => c.name)).toEqual(expected);
      }),
    );
  });

  it("accepts boolean flags and does not mutate its input", () => {
    const a = { ...candidate("2", true, { name: "홍길동" }), primaryJobYn: false };
    const b = { ...candidate("1", true, { name: "홍길동" }), primaryJobYn: true };
    const input = [a, b] as const;
    expect(rankMatches(input, parseSearch("홍길동"))).toEqual([b, a]);
    expect(input[0]).toBe(a);
  });

  it("is stable and independent of input order except for exact duplicates", () => {
    const pool = ["홍길동", "홍고은", "황길동", "길동", "김길동", "홍"].flatMap((name, i) => [
      candidate(String(i), true, { name, departmentName: "길동팀" }),
      candidate(String(i + 10), false, { name }),
    ]);
    const query = parseSearch("길동");
    const expected = names(rankMatches(pool, query));
    fc.assert(
      fc.property(fc.shuffledSubarray(pool, { minLength: pool.length }), (shuffled) => {
        expect(names(rankMatches(shuffled, query))).toEqual(expected);
      }),
    );
    // Identical keys keep their input order.
    const twin1 = candidate("1", true, { name: "홍길동" });
    const twin2 = candidate("1", true, { name: "홍길동" });
    expect(rankMatches([twin1, twin2], query)[0]).toBe(twin1);
    expect(rankMatches([twin2, twin1], query)[0]).toBe(twin2);
  });
});
