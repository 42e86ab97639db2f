/**
 * Writes fed figures to the primary jobs of many people at once (a few statements per part,
 * whatever the number of people), and records the feed's time per part and job.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { approvalCounts, points, vacationDetails, vacations, workTimes } from "../../db/schema";
import type { FeedFiguresBody } from "../../contract";
import { rowsOf } from "../../db/raw-rows";
import { bulkInsert } from "../../db/seed/bulk-insert";
import { approvalRises, type ApprovalRise } from "./approval-rises";
import { bulkUpsert } from "./bulk-upsert";
import { jobScope, recordFeedUpdates, type FigureFeed } from "./feed-status";

export interface Job {
  accountId: string;
  companyId: number;
}
export type FigureParts = FeedFiguresBody;

/**
 * Primary (else first current) job of each id, lower-cased as accounts are stored. The same
 * choice as login's findPrimaryJob: retired jobs do not count.
 */
export async function findPrimaryJobs(db: Db, accountIds: readonly string[]) {
  const ids = [...new Set(accountIds.map((id) => id.trim().toLowerCase()))];
  const rows = await rowsOf<{ account_id: string; company_id: number }>(
    db,
    sql`select distinct on (account_id) account_id, company_id from employees
      where account_id in (select json_array_elements_text(${JSON.stringify(ids)}::json))
        and status <> 'RETIRED'
      order by account_id, primary_job desc, company_id`,
  );
  return new Map(
    rows.map((r) => [r.account_id, { accountId: r.account_id, companyId: r.company_id }]),
  );
}

const KEY = ["accountId", "companyId"] as const;

/** Writes the parts each entry carries; answers the waiting-approval counts that rose. */
export async function writeFigures(
  tx: Db,
  entries: ReadonlyArray<{ job: Job; parts: FigureParts }>,
  at: Date,
): Promise<ApprovalRise[]> {
  const having = <K extends FigureFeed>(part: K) =>
    entries.flatMap(({ job, parts }) => {
      const value = parts[part];
      return value === undefined ? [] : [{ job, value: value as NonNullable<FigureParts[K]> }];
    });
  const approval = having("approval");
  const rises = await approvalRises(tx, approval);
  await bulkUpsert(
    tx,
    approvalCounts,
    approval.map(({ job, value }) => ({ ...job, ...value, updatedAt: at })),
    KEY,
  );
  const point = having("point");
  await bulkUpsert(
    tx,
    points,
    point.map(({ job, value }) => ({ ...job, ...value, updatedAt: at })),
    KEY,
  );
  const workTime = having("workTime");
  await bulkUpsert(
    tx,
    workTimes,
    workTime.map(({ job, value }) => ({ ...job, ...value, updatedAt: at })),
    KEY,
  );
  const vacation = having("vacation");
  await writeVacations(tx, vacation, at);
  const parts = { approval, point, workTime, vacation } as const;
  for (const [feed, list] of Object.entries(parts) as Array<[FigureFeed, { job: Job }[]]>) {
    if (list.length > 0)
      await recordFeedUpdates(
        tx,
        feed,
        list.map(({ job }) => jobScope(job)),
        at,
      );
  }
  return rises;
}

type VacationPart = NonNullable<FigureParts["vacation"]>;

/** Totals upserted; the detail lists replaced as a whole (the feed sends all of them). */
async function writeVacations(
  tx: Db,
  list: ReadonlyArray<{ job: Job; value: VacationPart }>,
  at: Date,
): Promise<void> {
  if (list.length === 0) return;
  await bulkUpsert(
    tx,
    vacations,
    list.map(({ job, value }) => ({
      ...job,
      granted: value.numberOfVacationGranted,
      used: value.numberOfVacationUsed,
      updatedAt: at,
    })),
    KEY,
  );
  const jobs = JSON.stringify(list.map(({ job }) => ({ a: job.accountId, c: job.companyId })));
  await tx.execute(
    sql`delete from vacation_details where (account_id, company_id) in
      (select a, c from json_to_recordset(${jobs}::json) as j(a text, c integer))`,
  );
  const details = list.flatMap(({ job, value }) =>
    (["ANNUAL", "PROJECT"] as const).flatMap((kind) =>
      (kind === "ANNUAL" ? value.annualVacList : value.projectVacList).map((entry, index) => ({
        ...job,
        kind,
        label: entry.label,
        totalVac: entry.totalVac,
        useVac: entry.useVac,
        sortOrder: index + 1,
        updatedAt: at,
      })),
    ),
  );
  await bulkInsert(tx, vacationDetails, details);
}
