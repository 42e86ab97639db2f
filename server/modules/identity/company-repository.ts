/** Queries of an account's jobs (employees rows) and companies, for login and company switch. */
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appLoginStates, companies, employees } from "../../db/schema";

export interface Job {
  companyId: number;
  empNo: string;
  authority: string;
}

const jobColumns = {
  companyId: employees.companyId,
  empNo: employees.employeeNo,
  authority: employees.authority,
};

/** Retired jobs no longer grant access to a company. */
const current = ne(employees.status, "RETIRED");

export async function findJob(
  db: Db,
  accountId: string,
  companyId: number,
): Promise<Job | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(employees)
    .where(and(eq(employees.accountId, accountId), eq(employees.companyId, companyId), current))
    .limit(1);
  return row;
}

/** The company a fresh login lands in: the primary job, else the first remaining job. */
export async function findPrimaryJob(db: Db, accountId: string): Promise<Job | undefined> {
  const [row] = await db
    .select(jobColumns)
    .from(employees)
    .where(and(eq(employees.accountId, accountId), current))
    .orderBy(desc(employees.primaryJob), asc(employees.companyId))
    .limit(1);
  return row;
}

export async function listCompanies(db: Db, accountId: string) {
  return db
    .select({
      companyId: companies.id,
      companyCode: companies.companyCode,
      companyName: companies.companyName,
    })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(and(eq(employees.accountId, accountId), current))
    .orderBy(desc(employees.primaryJob), asc(companies.sortOrder), asc(companies.id));
}

/** PUT /api/internal/appLoginUpdate: the native shell's login state for a job. */
export async function saveAppLoginState(
  db: Db,
  accountId: string,
  companyId: number,
  appLoggedIn: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(appLoginStates)
    .values({ accountId, companyId, appLoggedIn, updatedAt: now })
    .onConflictDoUpdate({
      target: [appLoginStates.accountId, appLoginStates.companyId],
      set: { appLoggedIn, updatedAt: now },
    });
}
