/** The caller's user record (GET /api/user): account, current job, company, department, alarms. */
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, alarmSettings, companies, departments, employees } from "../../db/schema";

export async function findUserRecord(db: Db, accountId: string, companyId: number) {
  const [row] = await db
    .select({
      name: accounts.name,
      accountId: accounts.accountId,
      email: accounts.email,
      phone: accounts.phone,
      locale: accounts.locale,
      initLogin: accounts.initLogin,
      passwordChangedAt: accounts.passwordChangedAt,
      previousLoginAt: accounts.previousLoginAt,
      companyId: employees.companyId,
      companyCode: companies.companyCode,
      departmentName: departments.name,
      empNo: employees.employeeNo,
      authority: employees.authority,
      position: employees.position,
      duty: employees.duty,
      rankCode: employees.rankCode,
      imgUrl: employees.profileImageUrl,
      pushEnabled: alarmSettings.pushEnabled,
      smsEnabled: alarmSettings.smsEnabled,
      mailEnabled: alarmSettings.mailEnabled,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.accountId, employees.accountId))
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(
      alarmSettings,
      and(
        eq(alarmSettings.accountId, employees.accountId),
        eq(alarmSettings.companyId, employees.companyId),
      ),
    )
    .where(
      and(
        eq(employees.accountId, accountId),
        eq(employees.companyId, companyId),
        ne(employees.status, "RETIRED"),
      ),
    )
    .limit(1);
  return row;
}

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserRecord>>>;
