import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildEmployeeSearchKeys, type EmployeeSearchKeys } from "../../db/search-keys";
import {
  ORGANIZATION_SEARCH_TYPES,
  SEARCH_WORD_MAX_LENGTH,
  type OrganizationSearchType as SearchType,
} from "../../../shared/organization-search";
import { parseSearch, type SearchPredicate } from "./search-query";

// name, department, position, duty, mobile, mail
const people: [string, string, string, string | null, string | null, string | null][] = [
  ["홍길동", "플랫폼개발팀", "책임", "팀장", "010-1234-5678", "hong.gd@example.com"],
  ["홍고은", "인사팀", "사원", null, "010-2222-3333", "goeun@example.com"],
  ["황길동", "재무팀", "과장", "-", "010-9999-5678", "hwang_gd@example.com"],
  ["홍상수", "홍보팀", "대리", null, "+82 10 4444 1111", "sangsoo@example.com"],
  ["황보라", "개발지원팀", "선임", null, null, null],
  ["John Smith", "IT Infra", "Manager", null, "010-7777-8888", "john@example.com"],
];
const rows = people.map(([name, departmentName, position, duty, mobile, mail]) => ({
  name,
  keys: buildEmployeeSearchKeys({ name, departmentName, position, duty, mobile, mail }),
}));

// What the database does with a predicate, written independently of the module under test.
function sql(p: SearchPredicate, keys: EmployeeSearchKeys): boolean {
  const v = keys[p.column];
  if (v === null) return false;
  if (p.mode === "exact") return v === p.value;
  return p.mode === "prefix" ? v.startsWith(p.value) : v.includes(p.value);
}

/** A fake repository: OR the predicates like SQL would, then apply the post-filter. */
function search(word: string, type: SearchType): string[] {
  const parsed = parseSearch(word, type);
  const hit = (keys: EmployeeSearchKeys) => parsed.predicates.some((p) => sql(p, keys));
  return rows.filter((r) => hit(r.keys) && parsed.matches(r.keys)).map((r) => r.name);
}

const MODE = { exact: "=", prefix: "^", contains: "~" } as const;
/** The predicates as "column<mode>value" words: = exact, ^ prefix, ~ contains. */
const show = (word: string, type: SearchType = "all"): string =>
  parseSearch(word, type)
    .predicates.map((p) => p.column + MODE[p.mode] + p.value)
    .join(" ");

describe("parseSearch classification", () => {
  it("returns no predicates for empty, blank or wildcard-only input", () => {
    for (const word of ["", "   ", "\u3000\t", "%%", "_\\", null, undefined]) {
      expect(parseSearch(word)).toMatchObject({ kind: "empty", predicates: [] });
    }
  });

  it("all-initial input uses the choseong columns", () => {
    expect(parseSearch("ㅎㄱㄷ").kind).toBe("choseong");
    expect(show("ㅎㄱㄷ", "name")).toBe("nameChoseong^ㅎㄱㄷ givenNameChoseong^ㅎㄱㄷ");
    expect(show("ㅎㄱㄷ", "department")).toBe("departmentChoseong^ㅎㄱㄷ");
  });

  it("mixed input narrows on the initials of the whole input; matches re-checks positions", () => {
    expect(parseSearch("홍ㄱ").kind).toBe("mixed");
    expect(show("홍ㄱ", "name")).toBe("nameChoseong^ㅎㄱ givenNameChoseong^ㅎㄱ");
  });

  it("four digits are the last four of a mobile number; longer numbers also by prefix", () => {
    expect(show("5678")).toBe("phoneLast4=5678");
    expect(show("010-1234-5678", "phone")).toBe("phoneDigits^01012345678 phoneLast4=5678");
    expect(show("567", "phone")).toBe(""); // too short to be selective
    expect(show("5678", "name")).toBe("nameKey^5678 givenNameKey^5678 givenNameAltKey^5678");
  });

  it("'@' or Latin letters search the mail address by prefix", () => {
    expect(show("Hong@Ex")).toBe("mailKey^hong@ex");
    expect(show("hong", "mail")).toBe("mailKey^hong");
    expect(show("홍길동")).not.toContain("mailKey");
    expect(show("홍길동", "mail")).toBe("");
  });

  it("strips LIKE wildcards and caps the length", () => {
    expect(parseSearch("홍%길_동\\").text).toBe("홍길동");
    expect(show("hong_gd%", "mail")).toBe("mailKey^honggd");
    expect(Array.from(parseSearch("가".repeat(500)).text)).toHaveLength(SEARCH_WORD_MAX_LENGTH);
  });

  it("queries only the requested type's columns", () => {
    expect(show("개발", "department")).toBe("departmentKey~개발");
    expect(show("책임", "position")).toBe("positionKey~책임 dutyKey~책임");
    expect(show("홍길동", "phone")).toBe("");
    expect(show("홍", "bogus" as SearchType)).toEqual(show("홍", "all")); // unknown type = all
  });
});

describe("search behaviour (fake repository)", () => {
  it.each<[string, SearchType, string[]]>([
    ["ㅎㄱㄷ", "all", ["홍길동", "황길동"]],
    ["홍ㄱ", "all", ["홍길동", "홍고은"]],
    ["홍ㄱ", "name", ["홍길동", "홍고은"]],
    ["홍길ㄷ", "name", ["홍길동"]],
    ["ㅎ길ㄷ", "name", ["홍길동", "황길동"]], // ㅎ is the initial of 홍 and 황
    ["길동", "all", ["홍길동", "황길동"]], // given name
    ["홍길동", "all", ["홍길동"]],
    ["홍 길동", "name", ["홍길동"]],
    ["보라", "name", ["황보라"]], // ambiguous 황보라 = 황+보라
    ["황보", "name", ["황보라"]],
    ["smith", "name", ["John Smith"]],
    ["홍보", "all", ["홍상수"]], // department prefix
    ["개발", "all", ["황보라"]], // prefix: 개발지원팀, not 플랫폼개발팀
    ["개발", "department", ["홍길동", "황보라"]], // contains on explicit department search
    ["ㅍㄹㅍ", "department", ["홍길동"]],
    ["팀장", "all", ["홍길동"]],
    ["5678", "all", ["홍길동", "황길동"]],
    ["1234-5678", "phone", ["홍길동"]],
    ["010-1234", "phone", ["홍길동"]],
    ["+82 10 1234 5678", "all", ["홍길동"]],
    ["010 4444 1111", "all", ["홍상수"]],
    ["hong", "all", ["홍길동"]],
    ["hwang_gd@", "mail", ["황길동"]],
    ["JOHN", "all", ["John Smith"]],
    ["it", "all", ["John Smith"]],
  ])("%s (%s) -> %j", (word, type, expected) => {
    expect(search(word, type)).toEqual(expected);
  });
});

describe("parseSearch properties", () => {
  const anyType = fc.constantFrom(...ORGANIZATION_SEARCH_TYPES);
  const word = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.string({ unit: fc.constantFrom(..."홍길동ㅎㄱ%_\\ @a1-+") }),
  );

  it("never throws and never hands the database a wildcard", () => {
    fc.assert(
      fc.property(word, anyType, (w, type) => {
        const parsed = parseSearch(w, type);
        const ok = (v: string) =>
          v !== "" && !/[%_\\]/u.test(v) && [...v].length <= SEARCH_WORD_MAX_LENGTH;
        return parsed.predicates.every((p) => ok(p.value));
      }),
    );
  });

  it("matches() accepts only rows some predicate selects", () => {
    fc.assert(
      fc.property(word, anyType, (w, type) => {
        const parsed = parseSearch(w, type);
        return rows.every(
          (r) => !parsed.matches(r.keys) || parsed.predicates.some((p) => sql(p, r.keys)),
        );
      }),
    );
  });
});
