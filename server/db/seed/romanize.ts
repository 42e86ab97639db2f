/**
 * Revised Romanization of Korean, syllable by syllable (no sound-change rules): enough to turn
 * 김민서 into login ids and mail addresses such as minseo.kim that look like a real company's.
 */

// prettier-ignore
const INITIALS = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"];
// prettier-ignore
const MEDIALS = ["a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi", "yu", "eu", "ui", "i"];
// prettier-ignore
const FINALS = ["", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t", "ng", "t", "t", "k", "t", "p", "t"];

/** Family names whose customary spelling differs from the rules (이 -> lee, not i). */
// prettier-ignore
const FAMILY_SPELLINGS: Readonly<Record<string, string>> = {
  김: "kim", 이: "lee", 박: "park", 최: "choi", 정: "jung", 조: "cho", 윤: "yoon", 임: "lim", 오: "oh",
  신: "shin", 권: "kwon", 안: "ahn", 류: "ryu", 유: "yoo", 노: "noh", 우: "woo", 구: "koo", 주: "joo",
  고: "ko", 문: "moon", 손: "son", 배: "bae", 백: "baek", 허: "heo", 성: "sung", 심: "shim"
};

export function romanize(hangul: string): string {
  let out = "";
  for (const ch of hangul) {
    const code = (ch.codePointAt(0) ?? 0) - 0xac00;
    if (code < 0 || code > 11_171) {
      out += ch.toLowerCase();
      continue;
    }
    out +=
      (INITIALS[Math.floor(code / 588)] ?? "") +
      (MEDIALS[Math.floor((code % 588) / 28)] ?? "") +
      (FINALS[code % 28] ?? "");
  }
  return out;
}

export function romanizeFamilyName(family: string): string {
  return FAMILY_SPELLINGS[family] ?? romanize(family);
}
