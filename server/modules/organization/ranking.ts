/**
 * Orders member-search results the way people expect to scan them: the person whose name they
 * typed first, then weaker name matches, then matches on department/title, then contact details.
 * The tier of a row is derived from the same predicates the repository queried, so a department
 * search ranks by department even if a name also happens to contain the word.
 */
import type { EmployeeSearchKeys } from "../../db/search-keys";
import { predicateMatches, type ParsedSearch, type SearchColumn } from "./search-query";

export const MatchTier = {
  exactName: 0,
  namePrefix: 1,
  givenOrFamilyName: 2,
  choseong: 3,
  departmentOrPosition: 4,
  phoneOrMail: 5,
  other: 6,
} as const;
export type MatchTier = (typeof MatchTier)[keyof typeof MatchTier];

/** Tier of a hit on each column: also lets the repository ORDER BY the tier in SQL before LIMIT. */
export const TIER_OF_COLUMN: Readonly<Record<SearchColumn, MatchTier>> = {
  nameKey: MatchTier.namePrefix,
  givenNameKey: MatchTier.givenOrFamilyName,
  givenNameAltKey: MatchTier.givenOrFamilyName,
  familyNameKey: MatchTier.givenOrFamilyName,
  nameChoseong: MatchTier.choseong,
  givenNameChoseong: MatchTier.choseong,
  departmentKey: MatchTier.departmentOrPosition,
  departmentChoseong: MatchTier.departmentOrPosition,
  positionKey: MatchTier.departmentOrPosition,
  dutyKey: MatchTier.departmentOrPosition,
  phoneLast4: MatchTier.phoneOrMail,
  phoneDigits: MatchTier.phoneOrMail,
  mailKey: MatchTier.phoneOrMail,
};

export interface RankCandidate {
  employeeNo: string;
  name: string;
  /** The API's "Y"/"N" flag or a boolean: both are accepted so rows need no mapping. */
  primaryJobYn: boolean | "Y" | "N";
  keys: EmployeeSearchKeys;
}

/** Best (lowest) tier among the query's predicates that this row satisfies. */
export function matchTier(keys: EmployeeSearchKeys, query: ParsedSearch): MatchTier {
  // The exact full name is not a predicate of its own (the name prefix already finds it).
  if (
    query.text !== "" &&
    keys.nameKey === query.text &&
    query.predicates.some((p) => p.column === "nameKey")
  ) {
    return MatchTier.exactName;
  }
  let best: MatchTier = MatchTier.other;
  for (const p of query.predicates) {
    const tier = TIER_OF_COLUMN[p.column];
    if (tier < best && predicateMatches(p, keys)) best = tier;
  }
  return best;
}

// localeCompare("ko") semantics, built once. ICU is slow on 10k Hangul names (~60 ms), but for
// names made only of syllables Korean order IS code-point order (syllables are encoded in
// initial/medial/final order; checked against ICU in ranking.test.ts), so those skip ICU.
const koCollator = new Intl.Collator("ko");
const SYLLABLES_ONLY = /^[\uac00-\ud7a3]*$/u;
const isPrimary = (flag: RankCandidate["primaryJobYn"]): boolean => flag === true || flag === "Y";
// Code-unit order, not the collator: employee numbers must order the same on every ICU version.
const compareCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Tier, then primary job first, then name (Korean collation), then employeeNo; rows equal on
 * all of these keep their input order (stable), so the output is deterministic for a given input.
 */
export function rankMatches<T extends RankCandidate>(
  candidates: readonly T[],
  query: ParsedSearch,
): T[] {
  return candidates
    .map((candidate, index) => ({
      candidate,
      index,
      tier: matchTier(candidate.keys, query),
      primary: isPrimary(candidate.primaryJobYn),
      syllablesOnly: SYLLABLES_ONLY.test(candidate.name),
    }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(b.primary) - Number(a.primary) ||
        (a.syllablesOnly && b.syllablesOnly
          ? compareCodeUnits(a.candidate.name, b.candidate.name)
          : koCollator.compare(a.candidate.name, b.candidate.name)) ||
        compareCodeUnits(a.candidate.employeeNo, b.candidate.employeeNo) ||
        a.index - b.index,
    )
    .map((entry) => entry.candidate);
}
