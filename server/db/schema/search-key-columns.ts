/**
 * Precomputed member-search keys of an employee row (values from buildEmployeeSearchKeys in
 * server/db/search-keys.ts; property names are the same, so a repository can
 * select them straight into EmployeeSearchKeys). Search is always inside one company and matches
 * by equality or prefix (`LIKE 'x%'`), so each key gets a (company_id, key text_pattern_ops)
 * index: text_pattern_ops makes LIKE-prefix use the B-tree under any database collation.
 */
import { index, text, type ExtraConfigColumn } from "drizzle-orm/pg-core";
import type { EmployeeSearchKeys } from "../search-keys";

type SearchKey = keyof EmployeeSearchKeys;

const SEARCH_KEY_SQL_NAMES = {
  nameKey: "name_key",
  nameChoseong: "name_choseong",
  givenNameKey: "given_name_key",
  givenNameAltKey: "given_name_alt_key",
  givenNameChoseong: "given_name_choseong",
  familyNameKey: "family_name_key",
  departmentKey: "department_key",
  departmentChoseong: "department_choseong",
  positionKey: "position_key",
  dutyKey: "duty_key",
  phoneLast4: "phone_last4",
  phoneDigits: "phone_digits",
  mailKey: "mail_key",
} as const satisfies Record<SearchKey, string>;

export const SEARCH_KEYS = Object.keys(SEARCH_KEY_SQL_NAMES) as SearchKey[];

/** nameKey is always present (a name is required); every other key may be null. */
export function employeeSearchKeyColumns() {
  const n = SEARCH_KEY_SQL_NAMES;
  return {
    nameKey: text(n.nameKey).notNull().default(""),
    nameChoseong: text(n.nameChoseong).notNull().default(""),
    givenNameKey: text(n.givenNameKey),
    givenNameAltKey: text(n.givenNameAltKey),
    givenNameChoseong: text(n.givenNameChoseong),
    familyNameKey: text(n.familyNameKey),
    departmentKey: text(n.departmentKey),
    departmentChoseong: text(n.departmentChoseong),
    positionKey: text(n.positionKey),
    dutyKey: text(n.dutyKey),
    phoneLast4: text(n.phoneLast4),
    phoneDigits: text(n.phoneDigits),
    mailKey: text(n.mailKey),
  } satisfies Record<SearchKey, unknown>;
}

type IndexableColumns = Record<SearchKey | "companyId", ExtraConfigColumn>;

export function employeeSearchKeyIndexes(t: IndexableColumns) {
  return SEARCH_KEYS.map((key) =>
    index(`employees_search_${SEARCH_KEY_SQL_NAMES[key]}_idx`).on(
      t.companyId,
      t[key].op("text_pattern_ops"),
    ),
  );
}
