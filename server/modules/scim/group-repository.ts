/**
 * SCIM Groups are departments: id = department id, displayName = its name, members = the people
 * whose job in that company sits in it. Adding a member moves (or creates) their job in the
 * department's company; removing one leaves the job without a department.
 */
import { and, asc, count, eq, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, companies, departments, employees } from "../../db/schema";
import { scimErrors } from "./errors";
import { assertFilterable, stringValueOf, type Comparison } from "./filter";
import { refreshSearchKeys } from "./search-keys";

export interface GroupRow {
  id: number;
  name: string;
  companyId: number;
  companyCode: string;
  createdAt: Date;
  updatedAt: Date;
  members: { accountId: string; name: string }[];
}

const groupColumns = {
  id: departments.id,
  name: departments.name,
  companyId: departments.companyId,
  companyCode: companies.companyCode,
  createdAt: departments.createdAt,
  updatedAt: departments.updatedAt,
};

async function membersOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ departmentId: employees.departmentId, accountId: accounts.accountId, name: accounts.name })
    .from(employees)
    .innerJoin(accounts, eq(accounts.accountId, employees.accountId))
    .where(and(inArray(employees.departmentId, ids), ne(employees.status, "RETIRED")))
    .orderBy(asc(employees.sortOrder), asc(employees.employeeNo));
}

async function withMembers(db: Db, rows: Omit<GroupRow, "members">[], members: boolean) {
  const all = members ? await membersOf(db, rows.map((r) => r.id)) : [];
  return rows.map((row) => ({
    ...row,
    members: all
      .filter((m) => m.departmentId === row.id)
      .map(({ accountId, name }) => ({ accountId, name })),
  }));
}

export async function findGroup(db: Db, id: number): Promise<GroupRow | undefined> {
  const rows = await db
    .select(groupColumns)
    .from(departments)
    .innerJoin(companies, eq(companies.id, departments.companyId))
    .where(eq(departments.id, id));
  return (await withMembers(db, rows, true))[0];
}

export async function requireGroup(db: Db, id: string): Promise<GroupRow> {
  const group = /^\d{1,9}$/.test(id) ? await findGroup(db, Number(id)) : undefined;
  if (!group) throw scimErrors.notFound("Group");
  return group;
}

export const GROUP_FILTERS = ["displayname", "id"] as const;

export async function listGroups(
  db: Db,
  comparisons: Comparison[],
  page: { offset: number; limit: number; members: boolean },
) {
  assertFilterable(comparisons, GROUP_FILTERS);
  const parts: SQL[] = [];
  const name = stringValueOf(comparisons, "displayname");
  if (name !== undefined) parts.push(eq(departments.name, name));
  const id = stringValueOf(comparisons, "id");
  if (id !== undefined) parts.push(/^\d{1,9}$/.test(id) ? eq(departments.id, Number(id)) : sql`false`);
  const where = parts.length > 0 ? and(...parts) : undefined;
  const [counted] = await db.select({ n: count() }).from(departments).where(where);
  const rows =
    page.limit === 0
      ? []
      : await db
          .select(groupColumns)
          .from(departments)
          .innerJoin(companies, eq(companies.id, departments.companyId))
          .where(where)
          .orderBy(asc(departments.id))
          .offset(page.offset)
          .limit(page.limit);
  return { total: counted?.n ?? 0, groups: await withMembers(db, rows, page.members) };
}

/** A new department under the company's root department (the top of its chart). */
export async function createDepartment(db: Db, companyId: number, name: string): Promise<number> {
  const [root] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), isNull(departments.parentId)))
    .orderBy(asc(departments.sortOrder), asc(departments.id))
    .limit(1);
  const [row] = await db
    .insert(departments)
    .values({ companyId, name, parentId: root?.id ?? null, sortOrder: 10_000 })
    .returning({ id: departments.id });
  return row!.id;
}

export async function companyIdOf(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.companyCode, code));
  if (!row) throw scimErrors.invalidValue(`Unknown organization ${code}`);
  return row.id;
}

/** The one company when the group has a single one (a Group body without organization). */
export async function onlyCompanyId(db: Db): Promise<number> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(2);
  if (rows.length !== 1) {
    throw scimErrors.invalidValue("organization (a company code) is required in this group");
  }
  return rows[0]!.id;
}

/** Makes the department's members exactly `accountIds` (in its company). */
export async function setMembers(db: Db, group: GroupRow, accountIds: string[]): Promise<void> {
  const wanted = [...new Set(accountIds.map((a) => a.toLowerCase()))];
  const current = group.members.map((m) => m.accountId);
  const removed = current.filter((a) => !wanted.includes(a));
  const added = wanted.filter((a) => !current.includes(a));
  if (added.length > 0) {
    const known = await db
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(inArray(accounts.accountId, added));
    const unknown = added.find((a) => !known.some((k) => k.accountId === a));
    if (unknown !== undefined) throw scimErrors.invalidValue(`Unknown member ${unknown}`);
  }
  if (removed.length > 0) {
    await db
      .update(employees)
      .set({ departmentId: null })
      .where(and(eq(employees.departmentId, group.id), inArray(employees.accountId, removed)));
  }
  for (const accountId of added) {
    const [moved] = await db
      .update(employees)
      .set({ departmentId: group.id })
      .where(and(eq(employees.accountId, accountId), eq(employees.companyId, group.companyId)))
      .returning({ id: employees.id });
    if (moved) continue;
    const [other] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.accountId, accountId))
      .limit(1);
    await db.insert(employees).values({
      accountId,
      companyId: group.companyId,
      employeeNo: accountId,
      departmentId: group.id,
      primaryJob: !other,
    });
  }
  await refreshSearchKeys(db, [...removed, ...added]);
}

export async function hasChildDepartments(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.parentId, id))
    .limit(1);
  return rows.length > 0;
}
