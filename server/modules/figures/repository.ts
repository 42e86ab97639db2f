/** Home and my-page figures of one job (account + company); no row means all zeros. */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { approvalCounts, points, vacationDetails, vacations, workTimes } from "../../db/schema";

export interface Job {
  accountId: string;
  companyId: number;
}

type OwnedTable =
  | typeof approvalCounts
  | typeof points
  | typeof workTimes
  | typeof vacations
  | typeof vacationDetails;
const of = (table: OwnedTable, job: Job) =>
  and(eq(table.accountId, job.accountId), eq(table.companyId, job.companyId));

export async function findApprovalCounts(db: Db, job: Job) {
  const [row] = await db
    .select({
      draftCount: approvalCounts.draftCount,
      rejectCount: approvalCounts.rejectCount,
      apprBeforeCount: approvalCounts.apprBeforeCount,
      receiveBeforeCount: approvalCounts.receiveBeforeCount,
      shareCount: approvalCounts.shareCount,
    })
    .from(approvalCounts)
    .where(of(approvalCounts, job))
    .limit(1);
  return (
    row ?? {
      draftCount: 0,
      rejectCount: 0,
      apprBeforeCount: 0,
      receiveBeforeCount: 0,
      shareCount: 0,
    }
  );
}

export async function findPoints(db: Db, job: Job) {
  const [row] = await db
    .select({ basicPoint: points.basicPoint, remainPoint: points.remainPoint })
    .from(points)
    .where(of(points, job))
    .limit(1);
  return row ?? { basicPoint: 0, remainPoint: 0 };
}

export async function findWorkTime(db: Db, job: Job) {
  const [row] = await db
    .select({
      requireTime: workTimes.requireTime,
      planTime: workTimes.planTime,
      recordTime: workTimes.recordTime,
    })
    .from(workTimes)
    .where(of(workTimes, job))
    .limit(1);
  return row ?? { requireTime: 0, planTime: 0, recordTime: 0 };
}

export async function findVacation(db: Db, job: Job) {
  const [total] = await db
    .select({ granted: vacations.granted, used: vacations.used, available: vacations.available })
    .from(vacations)
    .where(of(vacations, job))
    .limit(1);
  const details = await db
    .select({
      kind: vacationDetails.kind,
      label: vacationDetails.label,
      totalVac: vacationDetails.totalVac,
      useVac: vacationDetails.useVac,
      remainVac: vacationDetails.remainVac,
    })
    .from(vacationDetails)
    .where(of(vacationDetails, job))
    .orderBy(asc(vacationDetails.sortOrder), asc(vacationDetails.id));
  return { total, details };
}
