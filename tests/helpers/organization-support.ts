/**
 * The organisation chart suites share one setup: an empty database with a 6,000-employee large
 * group from the same generator `npm run seed:large` uses, and the ground truth of company 9001
 * read straight from the tables, so expected answers are computed, never hard-coded. The demo
 * group is left out: a suite that needs someone else creates them (tests/helpers/factories).
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../../server/db/raw-rows";
import { seedLargeGroup } from "../../server/db/seed/seed-large";
import { createTestApp, type TestApp } from "./test-app";
import { resultOf, signIn, type Caller } from "./portal-support";
import type { OrganizationMember } from "../../server/contract";

export const BIG = 9001;
export const LARGE_TOTAL = 6_000;

export interface Person {
  employeeNo: string;
  name: string;
  department: string;
  position: string | null;
  mobile: string | null;
  mail: string | null;
}

export interface Fixture {
  t: TestApp;
  bench: Caller;
  people: Person[];
}

export async function setUp(): Promise<Fixture> {
  const t = await createTestApp();
  await seedLargeGroup(t.app.db, { total: LARGE_TOTAL });
  const people = await rowsOf<Person & Record<string, unknown>>(
    t.app.db,
    sql`select e.employee_no as "employeeNo", a.name, d.name as department, e.position, e.mobile, e.mail
      from employees e join accounts a on a.account_id = e.account_id
      join departments d on d.id = e.department_id where e.company_id = ${BIG}`,
  );
  return { t, people, bench: await signIn(t.app, "bench") };
}

export async function search(
  caller: Caller,
  params: Record<string, string | number>,
): Promise<OrganizationMember[]> {
  const query = new URLSearchParams(
    Object.entries({ companyId: BIG, ...params }).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const result = resultOf<{ deptUsers: OrganizationMember[] }>(
    await caller.get(`/api/organization-chart/user/search?${query}`),
  );
  return result.deptUsers;
}

export const sortedNos = (rows: readonly { employeeNo: string }[]) =>
  rows.map((r) => r.employeeNo).sort();
