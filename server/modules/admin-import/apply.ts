/**
 * Writes an import plan inside the caller's transaction: departments (parents first), accounts,
 * jobs with their search keys, then the explicitly asked deactivations. New accounts have no
 * password (null): their first login goes through the initial-password flow. Bulk statements only, so
 * 50,000 rows take seconds (docs/integration.md "CSV import").
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { accounts, employees } from "../../db/schema";
import { buildEmployeeSearchKeys } from "../../db/search-keys";
import { bulkInsert, withIndexesRebuilt, withoutForeignKeyChecks } from "../../db/seed/bulk-insert";
import { bulkUpsert } from "../integration-feeds/bulk-upsert";
import type { ImportPlan } from "./plan";

const gone = (list: ReadonlyArray<{ accountId: string; companyId: number }>) =>
  JSON.stringify(list.map((j) => ({ a: j.accountId, c: j.companyId })));

/** Returns the accounts the apply retired (their sessions are ended by the caller). */
export async function applyPlan(tx: Db, plan: ImportPlan, at: Date): Promise<string[]> {
  await plan.departments.create(tx);
  const account = (r: ImportPlan["newAccounts"][number]) => ({
    accountId: r.accountId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: "ACTIVE" as const,
    updatedAt: at,
  });
  await bulkUpsert(
    tx,
    accounts,
    plan.newAccounts.map((r) => ({
      ...account(r),
      passwordHash: null,
      initLogin: true,
    })),
    ["accountId"],
  );
  await updateAccounts(tx, plan.changedAccounts.map(account), at);
  if (plan.primaryMoves.length > 0) {
    await tx.execute(
      sql`update employees set primary_job = false where primary_job and account_id in
        (select value from json_array_elements_text(${JSON.stringify(plan.primaryMoves)}::json))`,
    );
  }
  const job = ({ row, companyId, departmentPath }: ImportPlan["jobs"][number]) => ({
    accountId: row.accountId,
    companyId,
    employeeNo: row.employeeNo,
    departmentId: plan.departments.idOf(companyId, departmentPath),
    position: row.position,
    duty: row.duty,
    primaryJob: row.primary,
    status: row.status,
    mobile: row.phone,
    mail: row.email,
    updatedAt: at,
    ...buildEmployeeSearchKeys({
      name: row.name,
      departmentName: departmentPath.at(-1) ?? null,
      position: row.position,
      duty: row.duty,
      mobile: row.phone,
      mail: row.email,
    }),
  });
  await bulkUpsert(tx, employees, plan.jobs.filter((j) => !j.isNew).map(job), [
    "accountId",
    "companyId",
  ]);
  await insertJobs(tx, plan.jobs.filter((j) => j.isNew).map(job));
  return retire(tx, plan, at);
}

/** Above this many new jobs, the plain indexes are built once after the load (seed's trick). */
const REBUILD_INDEXES_FROM = 5_000;

/**
 * New jobs as plain inserts. Their foreign keys point at companies the plan found, accounts and
 * departments this transaction has just written or read, so the row-level checks cannot fail
 * and are skipped where the role allows it (about half of the load time).
 */
async function insertJobs(tx: Db, rows: Array<typeof employees.$inferInsert>): Promise<void> {
  const load = () => withoutForeignKeyChecks(tx, () => bulkInsert(tx, employees, rows));
  if (rows.length >= REBUILD_INDEXES_FROM) await withIndexesRebuilt(tx, employees, load);
  else await load();
}

/** Name, contacts, and back to ACTIVE for a retired or switched-off person in the file again. */
async function updateAccounts(
  tx: Db,
  rows: ReadonlyArray<{
    accountId: string;
    name: string;
    email: string | null;
    phone: string | null;
  }>,
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const values = JSON.stringify(
    rows.map((r) => ({ i: r.accountId, n: r.name, e: r.email, p: r.phone })),
  );
  await tx.execute(
    sql`update accounts a set name = v.n, email = v.e, phone = v.p,
        status = case when a.status in ('RETIRED', 'INACTIVE') then 'ACTIVE' else a.status end,
        updated_at = ${at.toISOString()}::timestamptz
      from json_to_recordset(${values}::json) as v(i text, n text, e text, p text)
      where a.account_id = v.i`,
  );
}

async function retire(tx: Db, plan: ImportPlan, at: Date): Promise<string[]> {
  if (plan.retiredJobs.length === 0) return [];
  const list = gone(plan.retiredJobs);
  await tx.execute(
    sql`update employees set status = 'RETIRED', updated_at = ${at.toISOString()}::timestamptz
      where (account_id, company_id) in (select a, c from json_to_recordset(${list}::json) as j(a text, c integer))`,
  );
  const retired = await rowsOf<{ account_id: string }>(
    tx,
    sql`update accounts ac set status = 'INACTIVE', updated_at = ${at.toISOString()}::timestamptz
      where ac.status = 'ACTIVE'
        and ac.account_id in (select a from json_to_recordset(${list}::json) as j(a text, c integer))
        and not exists (select 1 from employees e where e.account_id = ac.account_id and e.status <> 'RETIRED')
      returning ac.account_id`,
  );
  const ids = retired.map((r) => r.account_id);
  if (ids.length > 0) {
    await tx.execute(
      sql`update refresh_tokens set revoked_at = ${at.toISOString()}::timestamptz where revoked_at is null and account_id in
        (select value from json_array_elements_text(${JSON.stringify(ids)}::json))`,
    );
  }
  return ids;
}
