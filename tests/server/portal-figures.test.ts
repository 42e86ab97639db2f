/**
 * The home and my-page figures: approval counts, points, work time and vacation of the token's
 * job. The member's company is company 1, the only one whose vacation the portal shows.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VACATION_COMPANY_ID } from "../../server/modules/figures/routes";
import {
  addJob,
  createCompany,
  createFigures,
  createUser,
  jobOf,
  type TestUser,
} from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const APPROVALS = {
  draftCount: 3,
  rejectCount: 1,
  apprBeforeCount: 5,
  receiveBeforeCount: 2,
  shareCount: 4,
};
const POINTS = { basicPoint: 1_200_000, remainPoint: 845_300 };
const WORK_TIME = { requireTime: 9600, planTime: 10080, recordTime: 5850 };

let t: TestApp;
let user: TestUser;
let away: number;
let member: Caller; // company 1
let colleagueCaller: Caller; // the other company only
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const home = await createCompany(db, { id: VACATION_COMPANY_ID });
  away = (await createCompany(db)).id;
  user = await createUser(db, { companyId: home.id });
  await addJob(db, user, { companyId: away });
  const colleague = await createUser(db, { companyId: away });
  await createFigures(db, jobOf(user), {
    approvals: APPROVALS,
    points: POINTS,
    workTime: WORK_TIME,
    vacation: { granted: 20, used: 9.5 },
    vacationDetails: [
      { kind: "ANNUAL", label: "연차", totalVac: 17, useVac: 8.5, sortOrder: 1 },
      { kind: "PROJECT", label: "보상휴가", totalVac: 3, useVac: 1, sortOrder: 2 },
    ],
  });
  await createFigures(db, jobOf(colleague), { approvals: { draftCount: 7 } });
  member = await signIn(t.app, user);
  colleagueCaller = await signIn(t.app, colleague);
});
afterAll(() => t?.close());

describe("figures", () => {
  it("returns the caller's approval counts, points and work time", async () => {
    // Never fed by a source system (feeds-figures.test.ts): no asOf.
    const unfed = { asOf: null, stale: false };
    expect(resultOf(await member.get("/api/internal/approval"))).toEqual({
      ...APPROVALS,
      ...unfed,
    });
    expect(resultOf(await member.get("/api/internal/point"))).toEqual({ ...POINTS, ...unfed });
    expect(resultOf(await member.get("/api/internal/workTime"))).toEqual({
      ...WORK_TIME,
      ...unfed,
    });
    const other = resultOf<{ draftCount: number }>(
      await colleagueCaller.get("/api/internal/approval"),
    );
    expect(Object.keys(other).sort()).toEqual([
      "apprBeforeCount",
      "asOf",
      "draftCount",
      "receiveBeforeCount",
      "rejectCount",
      "shareCount",
      "stale",
    ]);
  });

  it("returns vacation in company 1 and 403 elsewhere", async () => {
    const vacation = resultOf<Record<string, unknown>>(await member.get("/api/internal/vacation"));
    expect(vacation).toMatchObject({
      companyId: VACATION_COMPANY_ID,
      numberOfVacationGranted: 20,
      numberOfVacationUsed: 9.5,
      numberOfVacationAvailable: 10.5,
      annualVacList: [{ totalVac: 17, useVac: 8.5, remainVac: 8.5 }],
      projectVacList: [{ totalVac: 3, useVac: 1, remainVac: 2 }],
    });
    expect(vacation.employeeNo).toEqual(expect.any(String));
    for (const caller of [colleagueCaller, await signIn(t.app, user, away)]) {
      const res = await caller.get("/api/internal/vacation");
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
  });
});
