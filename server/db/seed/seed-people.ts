/** Turns PersonSeeds into accounts and employees rows (with their precomputed search keys). */
import { buildEmployeeSearchKeys } from "../search-keys";
import type { Db } from "../client";
import { accounts, employees } from "../schema";
import { insertAll } from "./insert-all";
import { DEMO_COMPANIES, departmentKeyOf, rankCodeOf, sortOrderOf } from "./org-chart";
import type { PersonSeed } from "./people-types";
import type { DepartmentIds } from "./seed-organization";

const companyNames = new Map(DEMO_COMPANIES.map((c) => [c.id, c.companyName]));

export async function seedPeople(
  db: Db,
  people: readonly PersonSeed[],
  passwordHash: string,
  departmentIds: DepartmentIds,
  /** How rows reach the database; the large seed passes its faster bulkInsert. */
  insert: typeof insertAll = insertAll,
): Promise<void> {
  await insert(
    db,
    accounts,
    people.map((p) => ({
      accountId: p.accountId,
      passwordHash,
      name: p.name,
      phone: p.phone,
      email: p.email,
      initLogin: p.initLogin,
      passwordChangedAt: p.passwordChangedAt,
      lastLoginAt: p.lastLoginAt,
    })),
  );

  const sequence = new Map<number, number>(); // per company: employee numbers and sort order
  const rows: (typeof employees.$inferInsert)[] = [];
  for (const p of people) {
    for (const job of p.jobs) {
      const seq = (sequence.get(job.companyId) ?? 0) + 1;
      sequence.set(job.companyId, seq);
      const departmentName =
        job.path[job.path.length - 1] ?? companyNames.get(job.companyId) ?? null;
      const departmentId = departmentIds.get(departmentKeyOf(job.companyId, job.path));
      if (departmentId === undefined)
        throw new Error(`unknown department ${job.path.join("/")} in company ${job.companyId}`);
      rows.push({
        accountId: p.accountId,
        companyId: job.companyId,
        employeeNo: `${job.joinYear}${String(seq).padStart(4, "0")}`,
        departmentId,
        position: job.position,
        duty: job.duty,
        rankCode: rankCodeOf(job.position),
        authority: job.authority,
        primaryJob: job.primaryJob,
        mobile: job.mobile,
        mail: job.mail,
        landline: job.landline,
        birthday: job.birthday,
        workInfo: job.workInfo,
        profileImageUrl: null,
        sortOrder: sortOrderOf(job.position, seq),
        ...buildEmployeeSearchKeys({
          name: p.name,
          departmentName,
          position: job.position,
          duty: job.duty,
          mobile: job.mobile,
          mail: job.mail,
        }),
      });
    }
  }
  await insert(db, employees, rows);
}
