/**
 * SQL for the predicates of parseSearch: each one becomes an index-friendly condition on one
 * (company_id, key) B-tree: `key = $v`, or for a prefix the range `key ~>=~ $v and key ~<~ $next`
 * (see prefixUpperBound). Two refinements keep the rows the database returns close to the rows
 * `matches` keeps, so a LIMIT cannot cut real hits off:
 * - mixed input ("홍ㄱ"): the syllables before the first initial must also prefix the key
 *   (name_key starting with 홍 next to name_choseong starting with ㅎㄱ);
 * - a number longer than four digits matched on its last four: the digits must end the number.
 * "contains" (department/position types only) becomes `= ANY(the distinct stored keys of the
 * company that contain the word)`, the keys found by a loose index scan in the same statement.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { employees } from "../../db/schema";
import { TIER_OF_COLUMN, MatchTier } from "./ranking";
import { isChoseong, phoneDigitsOf } from "../../db/search-keys";
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

/** The smallest string above all that start with `prefix`, in code-point (= UTF-8 byte, as
 * text_pattern_ops compares) order: the last character plus one; null when there is none. */
export function prefixUpperBound(prefix: string): string | null {
  const chars = Array.from(prefix);
  while (chars.length > 0) {
    const last = chars.pop()?.codePointAt(0) ?? 0;
    if (last < 0x10ffff) {
      const next = last + 1 === 0xd800 ? 0xe000 : last + 1; // surrogates are no characters
      return chars.join("") + String.fromCodePoint(next);
    }
  }
  return null;
}

/** A key condition in plain terms (also what the unit tests read). */
export interface KeyCondition {
  column: SearchColumn;
  op: "=" | "prefix" | "suffix" | "contains";
  value: string;
}

/** The conditions (ANDed) of one predicate. */
export function keyConditions(p: SearchPredicate, query: ParsedSearch): KeyCondition[] {
  if (p.mode === "contains") return [{ column: p.column, op: "contains", value: p.value }];
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

/** The distinct stored keys of a company containing `word`: a loose index scan, one probe per
 * value (~<~ and ~>~ are the operators the text_pattern_ops index is ordered by). */
function keysContaining(column: PgColumn, companyId: number, word: string): SQL {
  const col = sql.identifier(column.name);
  return sql`with recursive t(k) as (
      (select ${col} from employees where company_id = ${companyId} and ${col} is not null
        order by ${col} using ~<~ limit 1)
      union all
      select (select ${col} from employees where company_id = ${companyId} and ${col} ~>~ t.k
        order by ${col} using ~<~ limit 1) from t where t.k is not null
    ) select k from t where k is not null and strpos(k, ${word}) > 0`;
}

function toSql(c: KeyCondition, companyId: number): SQL {
  const column = KEY_COLUMNS[c.column];
  if (c.op === "contains")
    return sql`${column} = any(array(${keysContaining(column, companyId, c.value)}))`;
  const value = c.value;
  if (c.op === "=") return sql`${column} = ${value}`;
  if (c.op === "prefix") {
    // A range in the index's own (byte) order instead of LIKE 'v%': same rows, but planning a
    // LIKE estimates the pattern against the column statistics, which took 3-8 times longer
    // than running the whole search (docs/performance.md).
    const upper = prefixUpperBound(value);
    const from = sql`${column} ~>=~ ${value}`;
    return upper === null ? from : sql`${from} and ${column} ~<~ ${upper}`;
  }
  // Values never hold % _ or \ (normalizeForSearch drops them), so no ESCAPE is needed.
  return sql`${column} like ${`%${value}`}`;
}

export const conditionSql = (conditions: readonly KeyCondition[], companyId: number): SQL =>
  sql.join(
    conditions.map((c) => toSql(c, companyId)),
    sql` and `,
  );

/** One branch of the UNION: the predicate's rows with the tier a hit on its column earns. */
export interface SearchBranch {
  tier: MatchTier;
  conditions: KeyCondition[];
}

/** Branches of a query; the exact full name gets a branch of its own so LIMIT never drops it. */
export function searchBranches(query: ParsedSearch): SearchBranch[] {
  const branches = query.predicates.map((p) => ({
    tier: TIER_OF_COLUMN[p.column],
    conditions: keyConditions(p, query),
  }));
  if (query.predicates.some((p) => p.column === "nameKey" && p.mode === "prefix")) {
    branches.unshift({
      tier: MatchTier.exactName,
      conditions: [{ column: "nameKey", op: "=", value: query.text }],
    });
  }
  return branches;
}
