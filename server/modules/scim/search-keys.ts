/**
 * Keeps the organisation chart's search keys (server/db/search-keys.ts) of a person's jobs in
 * step after provisioning changed the name, a department, a title or the contacts.
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, departments, employees } from "../../db/schema";
import { buildEmployeeSearchKeys } from "../../db/search-keys";

export async function refreshSearchKeys(db: Db, accountIds: readonly string[]): Promise<void> {
  if (accountIds.length === 0) return;
  const jobs = await db
    .select({
      id: employees.id,
      name: accounts.name,
      departmentName: departments.name,
      position: employees.position,
      duty: employees.duty,
      mobile: employees.mobile,
      mail: employees.mail,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.accountId, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(inArray(employees.accountId, [...accountIds]));
  for (const { id, ...source } of jobs) {
    await db.update(employees).set(buildEmployeeSearchKeys(source)).where(eq(employees.id, id));
  }
}
