/**
 * Home and my-page figures for every job: approval counts, points, work time, and vacation for
 * company 1 (the only company whose vacation data the portal shows). Fixed, recognisable
 * numbers for 홍길동 so that screenshots and tests can rely on them.
 */
import type { approvalCounts, points, vacationDetails, vacations, workTimes } from "../schema";
import { createRandom } from "./random";

export interface JobRef {
  accountId: string;
  companyId: number;
}

export const VACATION_COMPANY_ID = 1;
const SEED = 280_001;

export interface FigureRows {
  approvals: (typeof approvalCounts.$inferInsert)[];
  points: (typeof points.$inferInsert)[];
  workTimes: (typeof workTimes.$inferInsert)[];
  vacations: (typeof vacations.$inferInsert)[];
  vacationDetails: (typeof vacationDetails.$inferInsert)[];
}

export function figureRows(jobs: readonly JobRef[], year: number): FigureRows {
  const random = createRandom(SEED);
  const rows: FigureRows = {
    approvals: [],
    points: [],
    workTimes: [],
    vacations: [],
    vacationDetails: [],
  };
  for (const job of jobs) {
    const isDemo = job.accountId === "demo";
    rows.approvals.push({
      ...job,
      draftCount: isDemo ? 3 : random.int(0, 12),
      rejectCount: isDemo ? 1 : random.int(0, 3),
      apprBeforeCount: isDemo ? 5 : random.int(0, 15),
      receiveBeforeCount: isDemo ? 2 : random.int(0, 8),
      shareCount: isDemo ? 4 : random.int(0, 5),
    });
    const basicPoint = 1_200_000;
    rows.points.push({
      ...job,
      basicPoint,
      remainPoint: isDemo ? 845_300 : random.int(0, basicPoint / 100) * 100,
    });
    const requireTime = 160 * 60;
    rows.workTimes.push({
      ...job,
      requireTime,
      planTime: isDemo ? 168 * 60 : requireTime + random.int(-8, 16) * 60,
      recordTime: isDemo ? 97 * 60 + 30 : random.int(40, 150) * 60 + random.int(0, 59),
    });
    if (job.companyId !== VACATION_COMPANY_ID) continue;
    const annual = isDemo ? 17 : random.int(15, 25);
    const annualUsed = isDemo ? 8.5 : random.int(0, annual * 2) / 2;
    const project = isDemo ? 3 : random.chance(0.3) ? random.int(1, 5) : 0;
    const projectUsed = isDemo ? 1 : random.int(0, project * 2) / 2;
    rows.vacations.push({ ...job, granted: annual + project, used: annualUsed + projectUsed });
    rows.vacationDetails.push({
      ...job,
      kind: "ANNUAL",
      label: `${year}년 연차`,
      totalVac: annual,
      useVac: annualUsed,
      sortOrder: 1,
    });
    if (project > 0) {
      rows.vacationDetails.push({
        ...job,
        kind: "PROJECT",
        label: "프로젝트 보상휴가",
        totalVac: project,
        useVac: projectUsed,
        sortOrder: 2,
      });
    }
  }
  return rows;
}
