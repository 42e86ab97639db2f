/**
 * Search keys stored per employee row: search must answer in <= 20 ms over 50,000 employees, so
 * each way Korean users search (초성, given name, last four phone digits...) becomes a column a
 * B-tree prefix index (`LIKE 'x%'`) serves. Keys and queries share normalizeForSearch.
 * In db/ rather than modules/organization: the schema's key columns and the seed need it too.
 */
type Text = string | null | undefined;
const SYLLABLE_FIRST = 0xac00; // 가
const SYLLABLE_LAST = 0xd7a3; // 힣
const SYLLABLES_PER_INITIAL = 21 * 28; // medials × finals in the Unicode syllable formula
const CONJOINING_INITIAL_FIRST = 0x1100; // ᄀ..ᄒ: same 19 initials, seen in decomposed text

/** The 19 initial consonants in Unicode order, as compatibility jamo (what a keyboard types). */
export const CHOSEONG: readonly string[] = [..."ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"];

/** Two-syllable family names; any other Korean name has a one-syllable family name. */
export const TWO_SYLLABLE_FAMILY_NAMES: ReadonlySet<string> = new Set(
  "남궁 황보 제갈 선우 독고 사공 서문 동방".split(" "),
);

export interface EmployeeSearchKeys {
  nameKey: string;
  nameChoseong: string;
  givenNameKey: string | null;
  /** Second reading of an ambiguous name: 황보라 is 황보+라 or 황+보라 (see nameVariants). */
  givenNameAltKey: string | null;
  givenNameChoseong: string | null;
  familyNameKey: string | null;
  departmentKey: string | null;
  departmentChoseong: string | null;
  positionKey: string | null;
  dutyKey: string | null;
  phoneLast4: string | null;
  /** Whole mobile number, digits only, +82 rewritten to 0: for "010-1234..." style queries. */
  phoneDigits: string | null;
  mailKey: string | null;
}

/** True for a single compatibility jamo that can start a syllable (ㄱ..ㅎ, not ㄳ or vowels). */
export const isChoseong = (ch: string): boolean => CHOSEONG.includes(ch);

function initialOf(ch: string): string | undefined {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST)
    return CHOSEONG[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)];
  return CHOSEONG[code - CONJOINING_INITIAL_FIRST]; // undefined outside ᄀ..ᄒ
}

/** 홍길동 -> ㅎㄱㄷ; any other character is kept, lower-cased ("Kim 1팀" -> "kim 1ㅌ"). */
export function choseongOf(text: string): string {
  return Array.from(text.normalize("NFC"), (ch) => initialOf(ch) ?? ch.toLowerCase()).join("");
}

// \s covers NBSP and the ideographic space U+3000 that Korean IMEs produce; zero-width
// characters arrive from copy-paste. LIKE wildcards are dropped on BOTH sides (keys and
// queries), so a query never needs escaping and "hong_gd" still finds hong_gd@x.com.
const IGNORED = /[\s\u200b-\u200d\ufeff%_\\]+/gu;

/** NFC, lower-case, without spaces (trimmed and collapsed to nothing) and LIKE wildcards. */
export function normalizeForSearch(text: Text): string {
  if (!text) return "";
  return text.normalize("NFC").toLowerCase().replace(IGNORED, "");
}

/** Digits only (full-width digits folded), an international +82 prefix turned into the 0 prefix. */
export function phoneDigitsOf(phone: Text): string | null {
  if (!phone) return null;
  const folded = phone.normalize("NFKC");
  let digits = folded.replace(/\D/gu, "");
  if (/^\s*\+\s*82/u.test(folded)) digits = `0${digits.slice(2).replace(/^0/u, "")}`;
  return digits.length > 0 ? digits : null;
}

/** "010-1234-5678" and "+82 10 1234 5678" -> "5678"; null with fewer than four digits. */
export function phoneLast4(phone: Text): string | null {
  const digits = phoneDigitsOf(phone);
  return digits !== null && digits.length >= 4 ? digits.slice(-4) : null;
}

type Part = string | null;
export type NameVariants = { full: string; family: Part; given: Part; givenAlt: Part };

const ALL_HANGUL = /^[\uac00-\ud7a3]+$/u;

/**
 * Keys for full-, family- and given-name prefix search. Korean: the family name is the first
 * syllable, or two for 남궁/황보/...; a space ("남궁 민") says where the name splits. Three
 * syllables after a two-syllable family name are ambiguous (황보라 = 황보+라 or 황+보라), so the
 * other reading goes to givenAlt. Other scripts: first word = family, the rest = given (the order
 * varies, but every later word becomes prefix-searchable; givenAlt: the last of 3+ words).
 */
export function nameVariants(fullName: Text): NameVariants {
  const full = normalizeForSearch(fullName);
  const words = (fullName ?? "").trim().split(/\s+/u).map(normalizeForSearch).filter(Boolean);
  const none: NameVariants = { full, family: null, given: null, givenAlt: null };
  if (full === "") return none;
  if (ALL_HANGUL.test(full)) {
    const [first, second] = words;
    if (words.length === 2 && first && second) return { ...none, family: first, given: second };
    if (full.length === 1) return { ...none, family: full };
    const two = full.length >= 3 && TWO_SYLLABLE_FAMILY_NAMES.has(full.slice(0, 2));
    const split = two ? 2 : 1;
    const givenAlt = two && full.length === 3 ? full.slice(1) : null;
    return { full, family: full.slice(0, split), given: full.slice(split), givenAlt };
  }
  if (words.length < 2) return none;
  const givenAlt = words.length > 2 ? (words.at(-1) ?? null) : null;
  return { full, family: words[0] ?? null, given: words.slice(1).join(""), givenAlt };
}

export type EmployeeSearchSource = { name: string } & Partial<
  Record<"departmentName" | "position" | "duty" | "mobile" | "mail", string | null>
>;

const orNull = (key: string): string | null => (key === "" ? null : key);
// The legacy data writes "-" for an empty position or duty (spec §3): not searchable text.
const titleKey = (text: Text) => orNull(text?.trim() === "-" ? "" : normalizeForSearch(text));

export function buildEmployeeSearchKeys(src: EmployeeSearchSource): EmployeeSearchKeys {
  const name = nameVariants(src.name);
  const departmentKey = orNull(normalizeForSearch(src.departmentName));
  return {
    nameKey: name.full,
    nameChoseong: choseongOf(name.full),
    givenNameKey: name.given,
    givenNameAltKey: name.givenAlt,
    givenNameChoseong: name.given === null ? null : choseongOf(name.given),
    familyNameKey: name.family,
    departmentKey,
    departmentChoseong: departmentKey === null ? null : choseongOf(departmentKey),
    positionKey: titleKey(src.position),
    dutyKey: titleKey(src.duty),
    phoneLast4: phoneLast4(src.mobile),
    phoneDigits: phoneDigitsOf(src.mobile),
    // The full address: a prefix on it is also a prefix on the local part ("hong" -> hong@x.com).
    mailKey: orNull(normalizeForSearch(src.mail)),
  };
}

/**
 * Positional check for input mixing syllables and initials: "홍ㄱ" fits 홍길동 and 홍고은 (홍 equal,
 * ㄱ the initial of the 2nd syllable) but not 황길동. Prefix semantics, like the SQL predicate.
 */
export function matchesMixedPrefix(text: string | null, pattern: string): boolean {
  const t = Array.from(text ?? "");
  const p = Array.from(pattern);
  if (text === null || t.length < p.length) return false;
  return p.every((ch, i) => ch === t[i] || (isChoseong(ch) && initialOf(t[i] ?? "") === ch));
}
