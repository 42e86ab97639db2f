/**
 * Reads of SCIM Users: an account with its jobs (company code and department name resolved),
 * and pages of them by the filters identity providers use.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, companies, departments, employees } from "../../db/schema";
import { scimErrors } from "./errors";
import { assertFilterable, stringValueOf, type Comparison } from "./filter";

export interface JobRow {
  companyId: number;
  companyCode: string;
  employeeNo: string;
  departmentName: string | null;
  position: string | null;
  duty: string | null;
  primaryJob: boolean;
  landline: string | null;
  updatedAt: Date;
}

export interface PersonRow {
  accountId: string;
  externalId: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  locale: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  jobs: JobRow[];
}

const accountColumns = {
  accountId: accounts.accountId,
  externalId: accounts.externalId,
  name: accounts.name,
  email: accounts.email,
  phone: accounts.phone,
  locale: accounts.locale,
  status: accounts.status,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

async function withJobs(db: Db, rows: Omit<PersonRow, "jobs">[]): Promise<PersonRow[]> {
  if (rows.length === 0) return [];
  const jobs = await db
    .select({
      accountId: employees.accountId,
      companyId: employees.companyId,
      companyCode: companies.companyCode,
      employeeNo: employees.employeeNo,
      departmentName: departments.name,
      position: employees.position,
      duty: employees.duty,
      primaryJob: employees.primaryJob,
      landline: employees.landline,
      updatedAt: employees.updatedAt,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(
      inArray(
        employees.accountId,
        rows.map((r) => r.accountId),
      ),
    )
    .orderBy(sql`${employees.primaryJob} desc`, asc(companies.sortOrder), asc(companies.id));
  return rows.map((row) => ({
    ...row,
    jobs: jobs.filter((j) => j.accountId === row.accountId).map(({ accountId: _a, ...j }) => j),
  }));
}

export async function findPerson(db: Db, accountId: string): Promise<PersonRow | undefined> {
  const rows = await db.select(accountColumns).from(accounts).where(eq(accounts.accountId, accountId));
  return (await withJobs(db, rows))[0];
}

export const USER_FILTERS = ["username", "externalid", "id", "emails.value", "emails"] as const;

function conditionOf(comparisons: Comparison[]): SQL | undefined {
  assertFilterable(comparisons, USER_FILTERS);
  const parts: SQL[] = [];
  const userName = stringValueOf(comparisons, "username") ?? stringValueOf(comparisons, "id");
  if (userName !== undefined) parts.push(eq(accounts.accountId, userName.trim().toLowerCase()));
  const externalId = stringValueOf(comparisons, "externalid");
  if (externalId !== undefined) parts.push(eq(accounts.externalId, externalId));
  const email = stringValueOf(comparisons, "emails.value") ?? stringValueOf(comparisons, "emails");
  if (email !== undefined) parts.push(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

export async function listPeople(
  db: Db,
  comparisons: Comparison[],
  offset: number,
  limit: number,
): Promise<{ total: number; people: PersonRow[] }> {
  const where = conditionOf(comparisons);
  const [counted] = await db.select({ n: count() }).from(accounts).where(where);
  const rows =
    limit === 0
      ? []
      : await db
          .select(accountColumns)
          .from(accounts)
          .where(where)
          .orderBy(asc(accounts.accountId))
          .offset(offset)
          .limit(limit);
  return { total: counted?.n ?? 0, people: await withJobs(db, rows) };
}

/** The person or 404 (SCIM ids are account ids; any other text is simply not found). */
export async function requirePerson(db: Db, id: string): Promise<PersonRow> {
  const person = id.length <= 64 ? await findPerson(db, id.toLowerCase()) : undefined;
  if (!person) throw scimErrors.notFound("User");
  return person;
}
