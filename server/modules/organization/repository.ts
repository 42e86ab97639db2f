/**
 * Queries of the organisation chart. Every read names the company (the route checked that the
 * caller belongs to it) and skips retired jobs. Member search runs one UNION ALL of small index
 * range scans, each capped at SEARCH_BRANCH_LIMIT rows, so its cost does not grow with the
 * company (see docs/performance.md).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { readThrough } from "../../lib/node-cache";
import { accounts, departments, employees } from "../../db/schema";
import { selectMembers, type MemberRow } from "./member-rows";
import type { ParsedSearch } from "./search-query";
import { conditionSql, searchBranches } from "./search-sql";

/** A department listing is complete up to this size (the client virtualises the list). */
export const DEPARTMENT_MEMBER_LIMIT = 10_000;

/**
 * Listed jobs: not retired, of an account not switched off by provisioning (SCIM active false).
 * The account check is one primary-key probe per candidate row, so searches stay index scans.
 */
const current = sql`(${employees.status} <> 'RETIRED' and not exists (select 1 from ${accounts}
  where ${accounts.accountId} = ${employees.accountId} and ${accounts.status} = 'INACTIVE'))`;

/**
 * Whether the account holds a current job in the company: every chart call asks, so a yes is
 * read through the node's cache (a statement less per call); a no is always asked again, so a
 * new job counts at once.
 */
export function isMemberOf(db: Db, accountId: string, companyId: number): Promise<boolean> {
  const key = `${companyId}/${encodeURIComponent(accountId)}`;
  return readThrough(
    db,
    "membership",
    key,
    () => queryMembership(db, accountId, companyId),
    (yes) => yes,
  );
}

async function queryMembership(db: Db, accountId: string, companyId: number): Promise<boolean> {
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
      where company_id = ${companyId} and department_id = ${departmentId} and ${current}
      order by sort_order, employee_no limit ${DEPARTMENT_MEMBER_LIMIT}`,
  );
}

export async function findMemberRow(db: Db, companyId: number, employeeNo: string) {
  const [row] = await selectMembers(
    db,
    sql`select id, 1 as ord from employees where company_id = ${companyId}
      and employee_no = ${employeeNo} and ${current}`,
  );
  return row;
}

/**
 * The best-tier rows of a search, at most `limit`, unranked (the service ranks them). Each
 * predicate contributes at most `limit` rows too: enough to fill the answer from its tier, and
 * the cost of a search stays the same however many people share a family name.
 */
export async function searchMembers(
  db: Db,
  companyId: number,
  query: ParsedSearch,
  limit: number,
): Promise<MemberRow[]> {
  if (query.predicates.length === 0) return [];
  const branches = searchBranches(query).map(
    (b) => sql`(select ${employees.id} as id, ${b.tier}::int as tier from ${employees}
      where ${employees.companyId} = ${companyId} and ${current}
        and ${conditionSql(b.conditions, companyId)}
      limit ${limit})`,
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
