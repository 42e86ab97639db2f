/**
 * The member rows of an answer from a source query of employee ids (with an `ord` that keeps its
 * order). Measured on PGlite (docs/performance.md), two things cost: moving rows out of the
 * database (per row and column of the wire protocol) and planning. So the answer is ONE json
 * value (members, and the other jobs of those people) instead of 50 rows of 15 columns, built by
 * a database function whose plan is made once per connection. The search keys are rebuilt in JS
 * by the same function that wrote them.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { buildEmployeeSearchKeys, type EmployeeSearchKeys } from "../../db/search-keys";

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

type RawMember = Omit<MemberRow, "keys" | "jobs">;
type RawJob = JobRow & { accountId: string };

const byPrimaryThenCompany = (a: JobRow, b: JobRow) =>
  Number(b.primaryJob) - Number(a.primaryJob) ||
  a.companySort - b.companySort ||
  a.companyId - b.companyId;

function toJobRow(r: JobRow): JobRow {
  return {
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
}

function toRow(r: RawMember, otherJobs: readonly RawJob[]): MemberRow {
  const own = toJobRow(r);
  const keys = buildEmployeeSearchKeys({
    name: r.name,
    departmentName: r.departmentName ?? r.companyName,
    position: r.position,
    duty: r.duty,
    mobile: r.mobile,
    mail: r.mail,
  });
  const jobs = [own, ...otherJobs.map(toJobRow)].sort(byPrimaryThenCompany);
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

/**
 * The members of `source` (a query of `id` and `ord`), in `ord` order. The work is done by the
 * database function organization_members (migration 0002), whose plan is cached per connection.
 */
export async function selectMembers(db: Db, source: SQL): Promise<MemberRow[]> {
  const [row] = await rowsOf<{
    result: { members: RawMember[] | null; otherJobs: RawJob[] | null };
  }>(
    db,
    sql`select organization_members(array(select src.id from (${source}) src order by src.ord))
      as result`,
  );
  const others = new Map<string, RawJob[]>();
  for (const job of row?.result.otherJobs ?? [])
    others.set(job.accountId, [...(others.get(job.accountId) ?? []), job]);
  return (row?.result.members ?? []).map((r) => toRow(r, others.get(r.accountId) ?? []));
}
