/**
 * Queries of the organisation chart. Every read names the company (the route checked that the
 * caller belongs to it) and skips retired jobs. Member search runs one UNION ALL of small index
 * range scans, each capped at SEARCH_BRANCH_LIMIT rows, so its cost does not grow with the
 * company (see docs/performance.md).
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { departments, employees } from "../../db/schema";
import { selectMembers, type MemberRow } from "./member-rows";
import type { ParsedSearch, SearchPredicate } from "./search-query";
import { KEY_COLUMNS, conditionSql, searchBranches } from "./search-sql";

/** Rows one predicate may contribute; the ranked answer is cut to the caller's limit after. */
export const SEARCH_BRANCH_LIMIT = 200;
/** A department listing is complete up to this size (the client virtualises the list). */
export const DEPARTMENT_MEMBER_LIMIT = 10_000;

const current = ne(employees.status, "RETIRED");

export async function isMemberOf(db: Db, accountId: string, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.accountId, accountId), eq(employees.companyId, companyId), current))
    .limit(1);
  return rows.length > 0;
}

export async function listDepartments(db: Db, companyId: number) {
  return db
    .select({
      id: departments.id,
      name: departments.name,
      parentId: departments.parentId,
      companyId: departments.companyId,
    })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.sortOrder), asc(departments.id));
}

export async function countMembersByDepartment(db: Db, companyId: number) {
  return db
    .select({ departmentId: employees.departmentId, count: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), current))
    .groupBy(employees.departmentId);
}

export async function listDepartmentMembers(db: Db, companyId: number, departmentId: number) {
  return selectMembers(
    db,
    sql`select id, row_number() over (order by sort_order, employee_no) as ord from employees
      where company_id = ${companyId} and department_id = ${departmentId} and status <> 'RETIRED'
      order by sort_order, employee_no limit ${DEPARTMENT_MEMBER_LIMIT}`,
  );
}

export async function findMemberRow(db: Db, companyId: number, employeeNo: string) {
  const [row] = await selectMembers(
    db,
    sql`select id, 1 as ord from employees where company_id = ${companyId}
      and employee_no = ${employeeNo} and status <> 'RETIRED'`,
  );
  return row;
}

/**
 * Distinct stored values of a key in a company: a loose index scan, one probe per value. The
 * text_pattern_ops operators (~<~, ~>~) are the ones the (company_id, key) index is ordered by.
 */
async function distinctKeys(db: Db, companyId: number, p: SearchPredicate): Promise<string[]> {
  const col = sql.identifier(KEY_COLUMNS[p.column].name);
  const rows = await rowsOf<{ k: string }>(
    db,
    sql`with recursive t(k) as (
      (select ${col} from employees where company_id = ${companyId} and ${col} is not null
        order by ${col} using ~<~ limit 1)
      union all
      select (select ${col} from employees where company_id = ${companyId} and ${col} ~>~ t.k
        order by ${col} using ~<~ limit 1) from t where t.k is not null
    ) select k from t where k is not null`,
  );
  return rows.map((r) => r.k).filter((k) => k.includes(p.value));
}

/** The best-tier rows of a search, at most `limit`, unranked (the service ranks them). */
export async function searchMembers(
  db: Db,
  companyId: number,
  query: ParsedSearch,
  limit: number,
): Promise<MemberRow[]> {
  if (query.predicates.length === 0) return [];
  const containsKeys = new Map<SearchPredicate, readonly string[]>();
  for (const p of query.predicates)
    if (p.mode === "contains") containsKeys.set(p, await distinctKeys(db, companyId, p));
  const branches = searchBranches(query, containsKeys).map(
    (b) => sql`(select ${employees.id} as id, ${b.tier}::int as tier from ${employees}
      where ${employees.companyId} = ${companyId} and ${current} and ${conditionSql(b.conditions)}
      limit ${SEARCH_BRANCH_LIMIT})`,
  );
  return selectMembers(
    db,
    sql`select id, min(tier) * 2147483648::bigint + id as ord
      from (${sql.join(branches, sql` union all `)}) hit
      group by id order by ord limit ${limit}`,
  );
}

/** The detail columns of a member (GET /api/organization-chart/user). */
export async function findMemberDetail(db: Db, companyId: number, employeeNo: string) {
  const [row] = await db
    .select({
      birthday: employees.birthday,
      landline: employees.landline,
      workInfo: employees.workInfo,
      profileImageUrl: employees.profileImageUrl,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.employeeNo, employeeNo), current))
    .limit(1);
  return row;
}

export type { JobRow, MemberRow } from "./member-rows";
