/**
 * Replaces the large group (large-group.ts) in a database: its companies and accounts are
 * deleted (cascading to departments, jobs and everything owned by a job) and inserted again in
 * batches of JSON rows (bulk-insert.ts) inside one transaction, the employees' plain indexes
 * built once after the load. The demo group, if present, is left untouched.
 */
import { eq, inArray, like, or, sql } from "drizzle-orm";
import { hashPassword } from "../password-hash";
import type { Db } from "../client";
import { accounts, companies, employees } from "../schema";
import { DEMO_PASSWORD } from "./demo-accounts";
import {
  BENCH_ACCOUNT_ID,
  LARGE_ACCOUNT_PREFIX,
  LARGE_COMPANY_IDS,
  largeCompanies,
  largeGroupPeople,
} from "./large-group";
import { seedOrganization } from "./seed-organization";
import { bulkInsert, withIndexesRebuilt, withoutForeignKeyChecks } from "./bulk-insert";
import { seedPeople } from "./seed-people";

export const LARGE_GROUP_SIZE = 50_000;

export interface LargeSeedResult {
  employees: number;
  accounts: number;
  milliseconds: number;
}

export async function seedLargeGroup(
  db: Db,
  options: { total?: number; now?: Date } = {},
): Promise<LargeSeedResult> {
  const started = performance.now();
  const total = options.total ?? LARGE_GROUP_SIZE;
  const people = largeGroupPeople(total, options.now ?? new Date());
  // One hash for every account of the group, as in the demo seed (50,000 hashes would take hours).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .delete(accounts)
      .where(
        or(
          like(accounts.accountId, `${LARGE_ACCOUNT_PREFIX}%`),
          eq(accounts.accountId, BENCH_ACCOUNT_ID),
        ),
      );
    await tx.delete(companies).where(inArray(companies.id, [...LARGE_COMPANY_IDS]));
    const departmentIds = await seedOrganization(tx, largeCompanies());
    await withIndexesRebuilt(tx, employees, () =>
      withoutForeignKeyChecks(tx, () =>
        seedPeople(tx, people, passwordHash, departmentIds, bulkInsert),
      ),
    );
  });
  // Fresh statistics: without them the planner guesses row counts and may scan instead of probe.
  await db.execute(sql`analyze employees, accounts, departments, companies`);
  return {
    employees: people.reduce((sum, p) => sum + p.jobs.length, 0),
    accounts: people.length,
    milliseconds: Math.round(performance.now() - started),
  };
}
