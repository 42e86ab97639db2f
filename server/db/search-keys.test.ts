import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildEmployeeSearchKeys,
  CHOSEONG,
  choseongOf,
  matchesMixedPrefix,
  nameVariants,
  normalizeForSearch,
  phoneDigitsOf,
  phoneLast4,
} from "./search-keys";

describe("choseongOf", () => {
  it("extracts each of the 19 initials, double consonants included", () => {
    const syllables = "가까나다따라마바빠사싸아자짜차카타파하";
    expect(choseongOf(syllables)).toBe("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ");
    expect(CHOSEONG).toHaveLength(19);
    expect(choseongOf("꽃띠뿔쌀짱")).toBe("ㄲㄸㅃㅆㅉ");
  });

  it("ignores medials and finals: first and last syllable of the block", () => {
    expect(choseongOf("홍길동")).toBe("ㅎㄱㄷ");
    expect(choseongOf("가힣")).toBe("ㄱㅎ");
    expect(choseongOf("닭볶음탕")).toBe("ㄷㅂㅇㅌ");
  });

  it("keeps non-Hangul characters, lower-cased", () => {
    expect(choseongOf("IT개발1팀")).toBe("itㄱㅂ1ㅌ");
    expect(choseongOf("Kim 민수")).toBe("kim ㅁㅅ");
    expect(choseongOf("ㅎㄱ")).toBe("ㅎㄱ");
    expect(choseongOf("")).toBe("");
  });

  it("handles decomposed (NFD) input", () => {
    expect(choseongOf("홍길동".normalize("NFD"))).toBe("ㅎㄱㄷ");
    expect(choseongOf("\u1112")).toBe("ㅎ"); // a lone conjoining initial
  });

  it("never throws, and keeps one initial per syllable", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (s) => typeof choseongOf(s) === "string"));
    const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCodePoint(c));
    fc.assert(
      fc.property(fc.array(syllable, { maxLength: 30 }), (chars) => {
        const out = Array.from(choseongOf(chars.join("")));
        return out.length === chars.length && out.every((c) => CHOSEONG.includes(c));
      }),
    );
  });
});

describe("normalizeForSearch", () => {
  it("NFC, lower-case, no spaces of any kind, no LIKE wildcards", () => {
    expect(normalizeForSearch("  홍  길동 ")).toBe("홍길동");
    expect(normalizeForSearch("Hong\u3000GilDong\u00a0")).toBe("honggildong");
    expect(normalizeForSearch("홍길동".normalize("NFD"))).toBe("홍길동");
    expect(normalizeForSearch("50%_off\\")).toBe("50off");
    expect(normalizeForSearch(null)).toBe("");
  });
});

describe("phoneLast4", () => {
  it.each([
    ["010-1234-5678", "5678"],
    ["+82 10 1234 5678", "5678"],
    ["(02) 555 0199", "0199"],
    ["０１０－１２３４－５６７８", "5678"],
    ["123", null],
    ["", null],
    [null, null],
  ])("%s -> %s", (input, expected) => expect(phoneLast4(input)).toBe(expected));

  it("rewrites +82 to the domestic 0 prefix", () => {
    expect(phoneDigitsOf("+82 10 1234 5678")).toBe("01012345678");
    expect(phoneDigitsOf("+82 (0)10-1234-5678")).toBe("01012345678");
    expect(phoneDigitsOf("010.1234.5678")).toBe("01012345678");
  });
});

describe("nameVariants", () => {
  it.each([
    ["홍길동", "홍", "길동", null],
    ["김수", "김", "수", null],
    ["남궁민수", "남궁", "민수", null],
    ["제갈성렬", "제갈", "성렬", null],
    ["독고영재", "독고", "영재", null],
    ["황보라", "황보", "라", "보라"], // 황보+라 or 황+보라: both readings searchable
    ["선우 진", "선우", "진", null], // a space states the split
    ["선 우진", "선", "우진", null],
    ["사공일", "사공", "일", "공일"],
    ["John Smith", "john", "smith", null],
    ["Mary Ann Lee", "mary", "annlee", "lee"],
  ])("%s -> family %s, given %s, alt %s", (name, family, given, givenAlt) => {
    expect(nameVariants(name)).toMatchObject({ family, given, givenAlt });
  });

  it("a one-syllable or one-word name has no given name", () => {
    expect(nameVariants("김")).toEqual({ full: "김", family: "김", given: null, givenAlt: null });
    expect(nameVariants("Madonna")).toMatchObject({ full: "madonna", family: null, given: null });
    expect(nameVariants("  ")).toEqual({ full: "", family: null, given: null, givenAlt: null });
  });
});

describe("buildEmployeeSearchKeys", () => {
  it("builds every column", () => {
    const keys = buildEmployeeSearchKeys({
      name: "홍길동",
      departmentName: "플랫폼 개발팀",
      position: "책임",
      duty: "-",
      mobile: "+82 10-1234-5678",
      mail: "Hong.GD@Example.com",
    });
    expect(keys).toEqual({
      nameKey: "홍길동",
      nameChoseong: "ㅎㄱㄷ",
      givenNameKey: "길동",
      givenNameAltKey: null,
      givenNameChoseong: "ㄱㄷ",
      familyNameKey: "홍",
      departmentKey: "플랫폼개발팀",
      departmentChoseong: "ㅍㄹㅍㄱㅂㅌ",
      positionKey: "책임",
      dutyKey: null, // "-" means empty in the legacy data
      phoneLast4: "5678",
      phoneDigits: "01012345678",
      mailKey: "hong.gd@example.com",
    });
  });

  it("leaves every column null that has no source (only name keys here)", () => {
    const keys = buildEmployeeSearchKeys({ name: "김", position: "-", mobile: "-" });
    expect(Object.values(keys).filter((v) => v !== null)).toEqual(["김", "ㄱ", "김"]);
  });
});

describe("matchesMixedPrefix", () => {
  it.each([
    ["홍길동", "홍ㄱ", true],
    ["홍고은", "홍ㄱ", true],
    ["황길동", "홍ㄱ", false],
    ["홍상수", "홍ㄱ", false],
    ["홍길동", "ㅎ길ㄷ", true],
    ["홍", "홍ㄱ", false],
    [null, "홍ㄱ", false],
  ])("%s ~ %s = %s", (text, pattern, expected) =>
    expect(matchesMixedPrefix(text, pattern)).toBe(expected),
  );
});
