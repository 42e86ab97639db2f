/**
 * One statement for the member rows of a source query of employee ids (with an `ord` that keeps
 * its order). Measured on PGlite, moving rows out of the database is what costs, so it selects
 * only what the answer shows: the search keys are rebuilt in JS by the same function that wrote
 * them, and only a person's OTHER jobs come back as JSON (most people have one job: a single
 * index probe that finds nothing). Names come from correlated primary-key lookups; a join
 * would make the planner scan every account.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { buildEmployeeSearchKeys, type EmployeeSearchKeys } from "./search-keys";

export interface JobRow {
  companyId: number;
  companyName: string;
  companySort: number;
  employeeNo: string;
  departmentId: number | null;
  departmentName: string | null;
  position: string | null;
  duty: string | null;
  primaryJob: boolean;
}

export interface MemberRow extends JobRow {
  id: number;
  accountId: string;
  name: string;
  mobile: string | null;
  mail: string | null;
  keys: EmployeeSearchKeys;
  /** Every current job of the person: primary first, then by company order. */
  jobs: JobRow[];
}

type RawMember = Omit<MemberRow, "keys" | "jobs"> & { otherJobs: JobRow[] | null };

const byPrimaryThenCompany = (a: JobRow, b: JobRow) =>
  Number(b.primaryJob) - Number(a.primaryJob) ||
  a.companySort - b.companySort ||
  a.companyId - b.companyId;

function toRow(r: RawMember): MemberRow {
  const own: JobRow = {
    companyId: Number(r.companyId),
    companyName: r.companyName,
    companySort: Number(r.companySort),
    employeeNo: r.employeeNo,
    departmentId: r.departmentId === null ? null : Number(r.departmentId),
    departmentName: r.departmentName,
    position: r.position,
    duty: r.duty,
    primaryJob: r.primaryJob,
  };
  const keys = buildEmployeeSearchKeys({
    name: r.name,
    departmentName: r.departmentName ?? r.companyName,
    position: r.position,
    duty: r.duty,
    mobile: r.mobile,
    mail: r.mail,
  });
  const jobs = [own, ...(r.otherJobs ?? [])].sort(byPrimaryThenCompany);
  return {
    ...own,
    id: Number(r.id),
    accountId: r.accountId,
    name: r.name,
    mobile: r.mobile,
    mail: r.mail,
    keys,
    jobs,
  };
}

export async function selectMembers(db: Db, source: SQL): Promise<MemberRow[]> {
  const raw = await rowsOf<RawMember & Record<string, unknown>>(
    db,
    sql`with src as (${source})
    select e.id, e.account_id as "accountId", e.employee_no as "employeeNo",
      (select a.name from accounts a where a.account_id = e.account_id) as "name",
      e.company_id as "companyId", c.company_name as "companyName", c.sort_order as "companySort",
      e.department_id as "departmentId", d.name as "departmentName",
      e.position, e.duty, e.mobile, e.mail, e.primary_job as "primaryJob",
      (select json_agg(json_build_object('companyId', j.company_id,
          'companyName', jc.company_name, 'companySort', jc.sort_order,
          'employeeNo', j.employee_no, 'departmentId', j.department_id,
          'departmentName', (select jd.name from departments jd where jd.id = j.department_id),
          'position', j.position, 'duty', j.duty, 'primaryJob', j.primary_job))
        from employees j join companies jc on jc.id = j.company_id
        where j.account_id = e.account_id and j.id <> e.id and j.status <> 'RETIRED')
        as "otherJobs"
    from src join employees e on e.id = src.id
    join companies c on c.id = e.company_id
    left join departments d on d.id = e.department_id
    order by src.ord`,
  );
  return raw.map(toRow);
}
