/**
 * The waiting-approval counts a figures feed raises: read inside the feed's transaction before
 * its upsert, so that push (server/modules/push/events.ts) tells a person only about a rise.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import type { Job } from "./figures-writer";

export interface ApprovalRise {
  job: Job;
  before: number;
  after: number;
}

export async function approvalRises(
  tx: Db,
  approvals: ReadonlyArray<{ job: Job; value: { apprBeforeCount: number } }>,
): Promise<ApprovalRise[]> {
  if (approvals.length === 0) return [];
  const jobs = approvals.map(({ job }) => ({ a: job.accountId, c: job.companyId }));
  const rows = await rowsOf<{ account_id: string; company_id: number; n: number }>(
    tx,
    sql`select account_id, company_id, appr_before_count as n from approval_counts
      where (account_id, company_id) in (
        select j.a, j.c from json_to_recordset(${JSON.stringify(jobs)}::json) as j(a text, c int))`,
  );
  const known = new Map(rows.map((r) => [`${r.account_id}|${r.company_id}`, Number(r.n)]));
  return approvals
    .map(({ job, value }) => ({
      job,
      before: known.get(`${job.accountId}|${job.companyId}`) ?? 0,
      after: value.apprBeforeCount,
    }))
    .filter((rise) => rise.after > rise.before);
}
