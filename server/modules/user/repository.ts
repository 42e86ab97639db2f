/**
 * The caller's user record (GET /api/user): account, current job, company, department, alarms
 * and the companies the account may switch to, in one query (one round trip per request).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { accounts, alarmSettings, companies, departments, employees } from "../../db/schema";

export interface CompanyChoice {
  companyId: number;
  companyCode: string;
  companyName: string;
}

const otherJob = alias(employees, "other_job");
const otherCompany = alias(companies, "other_company");

/** The account's current jobs, primary first (the order of listCompanies at login). */
const companyList = sql<CompanyChoice[]>`(
  select coalesce(json_agg(json_build_object(
      'companyId', ${otherCompany.id},
      'companyCode', ${otherCompany.companyCode},
      'companyName', ${otherCompany.companyName})
    order by ${otherJob.primaryJob} desc, ${otherCompany.sortOrder} asc, ${otherCompany.id} asc),
    '[]'::json)
  from ${employees} as other_job join ${companies} as other_company on ${otherCompany.id} = ${otherJob.companyId}
  where ${otherJob.accountId} = ${employees.accountId} and ${otherJob.status} <> 'RETIRED')`;

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
      companyList,
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
