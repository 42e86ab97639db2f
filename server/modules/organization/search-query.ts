/**
 * `searchWord` + `type` of GET /api/organization-chart/user/search -> predicates over the key
 * columns of db/search-keys.ts. The repository ORs them (`col = $v`, `col LIKE $v || '%'`:
 * index friendly) and keeps the rows `matches` accepts: SQL narrows, `matches` is exact ("홍ㄱ").
 */
import {
  isOrganizationSearchType,
  SEARCH_WORD_MAX_LENGTH,
  type OrganizationSearchType as SearchType,
} from "../../../shared/organization-search";
import {
  choseongOf,
  isChoseong,
  matchesMixedPrefix,
  normalizeForSearch,
  phoneDigitsOf,
  type EmployeeSearchKeys,
} from "../../db/search-keys";

export type SearchColumn = keyof EmployeeSearchKeys;
export type MatchMode = "exact" | "prefix" | "contains";
export type QueryKind = "empty" | "text" | "latin" | "choseong" | "mixed" | "phone" | "mail";

export interface SearchPredicate {
  readonly column: SearchColumn;
  readonly mode: MatchMode;
  /** Normalized, never contains % _ or \: bind it as a parameter (prefix: `$v || '%'`). */
  readonly value: string;
  /** In-memory re-check applied by `matches`; the repository does not translate it to SQL. */
  readonly verify?: (keys: EmployeeSearchKeys) => boolean;
}

export interface ParsedSearch {
  readonly kind: QueryKind;
  /** The normalized query (see normalizeForSearch), at most SEARCH_WORD_MAX_LENGTH characters. */
  readonly text: string;
  /** Predicates to OR together; empty means "return no rows without querying". */
  readonly predicates: readonly SearchPredicate[];
  /** Exact post-filter for a row the predicates returned. */
  readonly matches: (keys: EmployeeSearchKeys) => boolean;
}

const TESTS: Record<MatchMode, (stored: string, value: string) => boolean> = {
  exact: (stored, value) => stored === value,
  prefix: (stored, value) => stored.startsWith(value),
  contains: (stored, value) => stored.includes(value),
};

/** SQL semantics of one predicate (what the index returns) plus its in-memory re-check. */
export function predicateMatches(p: SearchPredicate, keys: EmployeeSearchKeys): boolean {
  const stored = keys[p.column];
  return stored !== null && TESTS[p.mode](stored, p.value) && (p.verify?.(keys) ?? true);
}

const PHONE_LIKE = /^\+?[\d\-().]+$/u;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/u;

function classify(q: string, type: SearchType): QueryKind {
  if (q === "") return "empty";
  if (q.includes("@")) return "mail";
  if (PHONE_LIKE.test(q) && (type === "all" || type === "phone")) return "phone";
  const chars = Array.from(q);
  if (chars.every(isChoseong)) return "choseong";
  if (chars.some(isChoseong)) return "mixed";
  return /[a-z]/u.test(q) && PRINTABLE_ASCII.test(q) ? "latin" : "text";
}

type Verify = (keys: EmployeeSearchKeys) => boolean;
type On = readonly SearchType[]; // the search types a rule applies to
type Rule = [on: On, column: SearchColumn, mode: MatchMode, value: string, verify?: Verify];
const ALL: On = ["all"];
const NAME: On = ["all", "name"];
const DEPARTMENT: On = ["all", "department"];
const PHONE: On = ["all", "phone"];

function phoneRules(q: string): Rule[] {
  const digits = phoneDigitsOf(q) ?? "";
  // Fewer than four digits would match thousands of rows: not a useful search.
  if (digits.length < 4) return [];
  if (digits.length === 4) return [[PHONE, "phoneLast4", "exact", digits]];
  // The start of a number ("010-1234") or its end ("1234-5678": last four, then checked exactly).
  const tail: Verify = (k) => k.phoneDigits?.endsWith(digits) ?? false;
  return [
    [PHONE, "phoneDigits", "prefix", digits],
    [PHONE, "phoneLast4", "exact", digits.slice(-4), tail],
  ];
}

function choseongRules(q: string, mixed: boolean): Rule[] {
  const initials = choseongOf(q);
  // Mixed input ("홍ㄱ"): the index narrows on the initials, `matches` then checks the syllables.
  const at = (column: SearchColumn): Verify | undefined =>
    mixed ? (k) => matchesMixedPrefix(k[column], q) : undefined;
  return [
    [NAME, "nameChoseong", "prefix", initials, at("nameKey")],
    [NAME, "givenNameChoseong", "prefix", initials, at("givenNameKey")],
    [DEPARTMENT, "departmentChoseong", "prefix", initials, at("departmentKey")],
  ];
}

function textRules(q: string): Rule[] {
  return [
    [NAME, "nameKey", "prefix", q],
    [NAME, "givenNameKey", "prefix", q],
    [NAME, "givenNameAltKey", "prefix", q],
    [ALL, "departmentKey", "prefix", q],
    [ALL, "positionKey", "prefix", q],
    [ALL, "dutyKey", "prefix", q],
    // A search the user narrowed on purpose also finds 개발 inside 플랫폼개발팀 (see the report
    // on indexes: a scan, but only for these two explicit types).
    [["department"], "departmentKey", "contains", q],
    [["position"], "positionKey", "contains", q],
    [["position"], "dutyKey", "contains", q],
  ];
}

function rulesFor(kind: QueryKind, q: string, type: SearchType): Rule[] {
  if (kind === "empty") return [];
  if (kind === "phone") return phoneRules(q);
  const mailRule: Rule = [["all", "mail"], "mailKey", "prefix", q];
  if (kind === "mail") return [mailRule];
  const initials = kind === "choseong" || kind === "mixed";
  const rules = initials ? choseongRules(q, kind === "mixed") : textRules(q);
  // Mail addresses are ASCII: Hangul input never reaches the mail column.
  const mailish = kind === "latin" || (type === "mail" && PRINTABLE_ASCII.test(q));
  return mailish ? [...rules, mailRule] : rules;
}

/**
 * Classifies the input: 초성 only (ㅎㄱㄷ), mixed (홍ㄱ), phone digits, mail ("@" or Latin
 * letters), or plain text, and returns the predicates for the requested `type`.
 */
export function parseSearch(word?: string | null, type: SearchType = "all"): ParsedSearch {
  // Cut before normalizing so a megabyte of input costs nothing; cut again after, by characters.
  const raw = (word ?? "").slice(0, SEARCH_WORD_MAX_LENGTH * 8);
  const text = Array.from(normalizeForSearch(raw)).slice(0, SEARCH_WORD_MAX_LENGTH).join("");
  const safeType = isOrganizationSearchType(type) ? type : "all";
  const kind = classify(text, safeType);
  const predicates = rulesFor(kind, text, safeType)
    .filter(([on]) => on.includes(safeType))
    .map(([, column, mode, value, verify]): SearchPredicate =>
      verify ? { column, mode, value, verify } : { column, mode, value },
    );
  const matches = (keys: EmployeeSearchKeys) => predicates.some((p) => predicateMatches(p, keys));
  return { kind, text, predicates, matches };
}
