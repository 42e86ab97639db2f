/**
 * Compares the file's rows with the portal and decides what an apply writes: only what differs,
 * so the same file imported twice changes nothing the second time. Read-only; the apply runs it
 * inside its transaction and then writes the plan (apply.ts).
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import type { ImportSummary } from "../../contract";
import { loadDepartmentTree, type DepartmentTree } from "./departments";
import { problem, type ImportRow, type Problems } from "./rows";

interface AccountRow extends Record<string, unknown> {
  account_id: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: string;
}
interface JobRow extends Record<string, unknown> {
  account_id: string;
  company_id: number;
  employee_no: string;
  department_id: number | null;
  position: string | null;
  duty: string | null;
  primary_job: boolean;
  status: string;
  mobile: string | null;
  mail: string | null;
}

export interface PlannedJob {
  row: ImportRow;
  companyId: number;
  /** Resolved after the missing departments are created. */
  departmentPath: string[];
  isNew: boolean;
}

export interface ImportPlan {
  problems: Problems;
  departments: DepartmentTree;
  newAccounts: ImportRow[];
  changedAccounts: ImportRow[];
  jobs: PlannedJob[];
  /** Accounts whose primary job moves: their old primary flag is cleared first. */
  primaryMoves: string[];
  retiredJobs: Array<{ accountId: string; companyId: number }>;
  summary: ImportSummary;
}

const JOB_COLUMNS = sql.raw(
  "e.account_id, e.company_id, e.employee_no, e.department_id, e.position, e.duty, e.primary_job, e.status, e.mobile, e.mail",
);
/** A short list of ids (companies) as an SQL list; they are numbers from the database. */
const intList = (values: number[]) =>
  values.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;
const jsonList = (values: unknown[]) =>
  sql`(select value from json_array_elements_text(${JSON.stringify(values)}::json))`;

export async function planImport(
  db: Db,
  rows: ImportRow[],
  deactivateMissing: boolean,
): Promise<ImportPlan> {
  const problems: Problems = [];
  const companies = await rowsOf<{ id: number; company_code: string }>(
    db,
    sql`select id, company_code from companies where company_code in ${jsonList([...new Set(rows.map((r) => r.companyCode))])}`,
  );
  const companyOf = new Map(companies.map((c) => [c.company_code, c.id]));
  const known = rows.filter((r) => {
    if (companyOf.has(r.companyCode)) return true;
    problems.push(problem(r.row, "company_code", "UNKNOWN_COMPANY", r.companyCode));
    return false;
  });
  const companyIds = [...new Set(companies.map((c) => c.id))];
  const accountIds = [...new Set(rows.map((r) => r.accountId))];
  const ids = JSON.stringify(accountIds);
  // Joins, not `in (subquery)`: with tens of thousands of ids a hash join stays linear.
  const [accounts, jobsOfPeople, jobsOfCompanies, departments] = await Promise.all([
    rowsOf<AccountRow>(
      db,
      sql`select a.account_id, a.name, a.email, a.phone, a.status from accounts a
        join json_array_elements_text(${ids}::json) as ids(id) on a.account_id = ids.id`,
    ),
    rowsOf<JobRow>(
      db,
      sql`select ${JOB_COLUMNS} from employees e
        join json_array_elements_text(${ids}::json) as ids(id) on e.account_id = ids.id`,
    ),
    rowsOf<JobRow>(
      db,
      sql`select ${JOB_COLUMNS} from employees e where e.company_id in ${intList(companyIds)}`,
    ),
    loadDepartmentTree(db, companyIds),
  ]);
  const jobs = [
    ...new Map(
      [...jobsOfPeople, ...jobsOfCompanies].map((j) => [`${j.account_id}\n${j.company_id}`, j]),
    ).values(),
  ];
  const accountOf = new Map(accounts.map((a) => [a.account_id, a]));
  const jobOf = new Map(jobs.map((j) => [`${j.account_id}\n${j.company_id}`, j]));
  const numberOwner = new Map(jobs.map((j) => [`${j.company_id}\n${j.employee_no}`, j.account_id]));

  const seenAccounts = new Set<string>();
  const newAccounts: ImportRow[] = [];
  const changedAccounts: ImportRow[] = [];
  const changedIds = new Set<string>();
  const planned: PlannedJob[] = [];
  const primaryMoves = new Set<string>();
  const inFile = new Set<string>();
  let jobsUpdated = 0;
  for (const r of known) {
    const companyId = companyOf.get(r.companyCode)!;
    inFile.add(`${r.accountId}\n${companyId}`);
    const owner = numberOwner.get(`${companyId}\n${r.employeeNo}`);
    if (owner !== undefined && owner !== r.accountId) {
      problems.push(problem(r.row, "employee_no", "EMPLOYEE_NO_TAKEN", r.employeeNo));
      continue;
    }
    const account = accountOf.get(r.accountId);
    if (!seenAccounts.has(r.accountId)) {
      seenAccounts.add(r.accountId);
      if (!account) newAccounts.push(r);
      else if (
        account.name !== r.name ||
        account.email !== r.email ||
        account.phone !== r.phone ||
        ["RETIRED", "INACTIVE"].includes(account.status)
      ) {
        changedAccounts.push(r);
        changedIds.add(r.accountId);
      }
    }
    // A changed name, phone or e-mail is in every job's search keys: rewrite the jobs too.
    const accountChanged = changedIds.has(r.accountId);
    const departmentPath = departments.resolve(companyId, r.department);
    const departmentId = departments.idOf(companyId, departmentPath);
    const job = jobOf.get(`${r.accountId}\n${companyId}`);
    if (job && job.primary_job !== r.primary && r.primary) primaryMoves.add(r.accountId);
    if (!job && r.primary) primaryMoves.add(r.accountId);
    const same =
      job &&
      !accountChanged &&
      departmentId !== null &&
      job.employee_no === r.employeeNo &&
      job.department_id === departmentId &&
      job.position === r.position &&
      job.duty === r.duty &&
      job.primary_job === r.primary &&
      job.status === r.status &&
      job.mobile === r.phone &&
      job.mail === r.email;
    if (same) continue;
    if (job) jobsUpdated += 1;
    planned.push({ row: r, companyId, departmentPath, isNew: !job });
  }

  const retiredJobs = deactivateMissing
    ? jobs
        .filter(
          (j) =>
            companyIds.includes(j.company_id) &&
            j.status !== "RETIRED" &&
            !inFile.has(`${j.account_id}\n${j.company_id}`),
        )
        .map((j) => ({ accountId: j.account_id, companyId: j.company_id }))
    : [];
  const accountsDeactivated = await countAccountsLeftWithoutJobs(db, retiredJobs);
  return {
    problems,
    departments,
    newAccounts,
    changedAccounts,
    jobs: planned,
    primaryMoves: [...primaryMoves],
    retiredJobs,
    summary: {
      rows: rows.length,
      people: accountIds.length,
      accountsCreated: newAccounts.length,
      accountsUpdated: changedAccounts.length,
      jobsCreated: planned.length - jobsUpdated,
      jobsUpdated,
      departmentsCreated: departments.missing.size,
      jobsDeactivated: retiredJobs.length,
      accountsDeactivated,
    },
  };
}

/** Active accounts of the retired jobs that keep no other current job. */
export async function countAccountsLeftWithoutJobs(
  db: Db,
  retired: ReadonlyArray<{ accountId: string; companyId: number }>,
): Promise<number> {
  if (retired.length === 0) return 0;
  const list = JSON.stringify(retired.map((j) => ({ a: j.accountId, c: j.companyId })));
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (select a, c from json_to_recordset(${list}::json) as j(a text, c integer))
      select count(*)::integer as n from accounts ac
      where ac.status = 'ACTIVE' and ac.account_id in (select a from gone)
        and not exists (select 1 from employees e where e.account_id = ac.account_id
          and e.status <> 'RETIRED' and (e.account_id, e.company_id) not in (select a, c from gone))`,
  );
  return row?.n ?? 0;
}
