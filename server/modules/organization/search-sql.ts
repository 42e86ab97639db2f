/**
 * SQL for the predicates of parseSearch: each one becomes an index-friendly condition on one
 * (company_id, key) B-tree: `key = $v` or `key LIKE $v || '%'`. Two refinements keep the rows
 * the database returns close to the rows `matches` keeps, so a LIMIT cannot cut real hits off:
 * - mixed input ("홍ㄱ"): the syllables before the first initial must also prefix the key
 *   (name_key LIKE '홍%' next to name_choseong LIKE 'ㅎㄱ%');
 * - a number longer than four digits matched on its last four: the digits must end the number.
 * "contains" (department/position types only) is resolved by the repository into the list of
 * distinct stored keys containing the word, then matched with `= ANY(...)`.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { employees } from "../../db/schema";
import { TIER_OF_COLUMN, MatchTier } from "./ranking";
import { isChoseong, phoneDigitsOf } from "./search-keys";
import type { ParsedSearch, SearchColumn, SearchPredicate } from "./search-query";

export const KEY_COLUMNS: Readonly<Record<SearchColumn, PgColumn>> = {
  nameKey: employees.nameKey,
  nameChoseong: employees.nameChoseong,
  givenNameKey: employees.givenNameKey,
  givenNameAltKey: employees.givenNameAltKey,
  givenNameChoseong: employees.givenNameChoseong,
  familyNameKey: employees.familyNameKey,
  departmentKey: employees.departmentKey,
  departmentChoseong: employees.departmentChoseong,
  positionKey: employees.positionKey,
  dutyKey: employees.dutyKey,
  phoneLast4: employees.phoneLast4,
  phoneDigits: employees.phoneDigits,
  mailKey: employees.mailKey,
};

/** The syllable column a choseong column stands for (the positions matchesMixedPrefix checks). */
const SYLLABLES_OF: Partial<Record<SearchColumn, SearchColumn>> = {
  nameChoseong: "nameKey",
  givenNameChoseong: "givenNameKey",
  departmentChoseong: "departmentKey",
};

/** "홍ㄱ" -> "홍", "김민ㅅ" -> "김민", "ㅎㄱ" -> "": the part before the first initial. */
export function leadingSyllables(text: string): string {
  const chars = Array.from(text);
  const at = chars.findIndex(isChoseong);
  return (at < 0 ? chars : chars.slice(0, at)).join("");
}

/** A key condition in plain terms (also what the unit tests read). */
export interface KeyCondition {
  column: SearchColumn;
  op: "=" | "prefix" | "suffix" | "any";
  value: string | readonly string[];
}

/**
 * The conditions (ANDed) of one predicate. `containsKeys` are the stored keys of its column that
 * contain the word (only for "contains" predicates); an empty list means "no row can match".
 */
export function keyConditions(
  p: SearchPredicate,
  query: ParsedSearch,
  containsKeys?: readonly string[],
): KeyCondition[] {
  if (p.mode === "contains") return [{ column: p.column, op: "any", value: containsKeys ?? [] }];
  const main: KeyCondition = {
    column: p.column,
    op: p.mode === "exact" ? "=" : "prefix",
    value: p.value,
  };
  const syllableColumn = SYLLABLES_OF[p.column];
  if (query.kind === "mixed" && syllableColumn) {
    const lead = leadingSyllables(query.text);
    if (lead !== "") return [main, { column: syllableColumn, op: "prefix", value: lead }];
  }
  if (p.column === "phoneLast4" && p.verify && query.kind === "phone") {
    const digits = phoneDigitsOf(query.text) ?? "";
    if (digits.length > 4) return [main, { column: "phoneDigits", op: "suffix", value: digits }];
  }
  return [main];
}

function toSql(c: KeyCondition): SQL {
  const column = KEY_COLUMNS[c.column];
  if (c.op === "any") {
    const list = c.value as readonly string[];
    return list.length === 0 ? sql`false` : sql`${column} = any(${sql.param([...list])}::text[])`;
  }
  const value = c.value as string;
  if (c.op === "=") return sql`${column} = ${value}`;
  // Values never hold % _ or \ (normalizeForSearch drops them), so no ESCAPE is needed.
  if (c.op === "prefix") return sql`${column} like ${`${value}%`}`;
  return sql`${column} like ${`%${value}`}`;
}

export const conditionSql = (conditions: readonly KeyCondition[]): SQL =>
  sql.join(conditions.map(toSql), sql` and `);

/** One branch of the UNION: the predicate's rows with the tier a hit on its column earns. */
export interface SearchBranch {
  tier: MatchTier;
  conditions: KeyCondition[];
}

/** Branches of a query; the exact full name gets a branch of its own so LIMIT never drops it. */
export function searchBranches(
  query: ParsedSearch,
  containsKeys: ReadonlyMap<SearchPredicate, readonly string[]>,
): SearchBranch[] {
  const branches = query.predicates.map((p) => ({
    tier: TIER_OF_COLUMN[p.column],
    conditions: keyConditions(p, query, containsKeys.get(p)),
  }));
  if (query.predicates.some((p) => p.column === "nameKey" && p.mode === "prefix")) {
    branches.unshift({
      tier: MatchTier.exactName,
      conditions: [{ column: "nameKey", op: "=", value: query.text }],
    });
  }
  return branches;
}
