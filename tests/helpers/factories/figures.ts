/** The figures of one job (home and my page): each part is inserted only when given. */
import type { Db } from "../../../server/db/client";
import {
  approvalCounts,
  points,
  vacationDetails,
  vacations,
  weather,
  workTimes,
} from "../../../server/db/schema";
import { uniqueName } from "./unique";

type Job = { accountId: string; companyId: number };
type Part<T extends { $inferInsert: object }> = Omit<T["$inferInsert"], keyof Job>;

export interface Figures {
  approvals?: Part<typeof approvalCounts>;
  points?: Part<typeof points>;
  workTime?: Part<typeof workTimes>;
  vacation?: Part<typeof vacations>;
  vacationDetails?: Part<typeof vacationDetails>[];
}

export async function createFigures(db: Db, job: Job, figures: Figures): Promise<void> {
  const owner = { accountId: job.accountId, companyId: job.companyId };
  if (figures.approvals) await db.insert(approvalCounts).values({ ...owner, ...figures.approvals });
  if (figures.points) await db.insert(points).values({ ...owner, ...figures.points });
  if (figures.workTime) await db.insert(workTimes).values({ ...owner, ...figures.workTime });
  if (figures.vacation) await db.insert(vacations).values({ ...owner, ...figures.vacation });
  for (const detail of figures.vacationDetails ?? [])
    await db.insert(vacationDetails).values({ ...owner, ...detail });
}

/** The weather of one region (the strip lists every region by sortOrder). */
export async function createWeather(db: Db, values: Partial<typeof weather.$inferInsert> = {}) {
  const [row] = await db
    .insert(weather)
    .values({
      region: uniqueName("region"),
      weatherIconName: "맑음",
      todayTemperature: 20,
      ...values,
    })
    .returning();
  if (!row) throw new Error("weather not inserted");
  return row;
}
