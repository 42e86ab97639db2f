/**
 * GET /api/user and the alarm/device calls that feed the user record: exact field names,
 * scoped to the token's account and company. (Weather and billboards: portal-home-lists.)
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deviceTokens, employees } from "../../server/db/schema";
import { announceUserChanged } from "../../server/lib/node-cache";
import { clearImageProbeCache } from "../../server/modules/profile-image/image-probe";
import {
  addJob,
  createCompany,
  createDepartment,
  createUser,
  type TestCompany,
  type TestUser,
} from "../helpers/factories";
import { startImageServer } from "../helpers/image-server";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const DAY = 86_400_000;
const loginBefore = new Date(Date.now() - DAY);

let t: TestApp;
let home: TestCompany;
let away: TestCompany;
let user: TestUser; // 홍길동: a job in `home` (primary) and one in `away`
let colleague: TestUser; // of `away` only
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  [home, away] = [await createCompany(db), await createCompany(db)];
  const team = await createDepartment(db, { companyId: home.id, name: "전략기획팀" });
  const awayTeam = await createDepartment(db, { companyId: away.id, name: "플랫폼개발팀" });
  const account = { name: "홍길동", lastLoginAt: loginBefore };
  user = await createUser(db, { companyId: home.id, department: team, position: "과장", account });
  await addJob(db, user, { companyId: away.id, department: awayTeam, duty: "PM" });
  colleague = await createUser(db, { companyId: away.id });
  member = await signIn(t.app, user);
});
afterAll(() => t?.close());

describe("GET /api/user", () => {
  it("describes the caller's current job with every API.md field", async () => {
    const me = resultOf<Record<string, unknown>>(await member.get("/api/user"));
    expect(Object.keys(me).sort()).toEqual(
      [
        "name",
        "accountId",
        "authority",
        "companyId",
        "companyList",
        "companyCode",
        "departmentName",
        "empNo",
        "imgUrl",
        "lastLoginAt",
        "duty",
        "rankCode",
        "position",
        "initLogin",
        "lastPwdChanged",
        "passwordExpiresAt",
        "accountInfo",
        "alarmInfo",
      ].sort(),
    );
    expect(me).toMatchObject({
      name: "홍길동",
      accountId: user.accountId,
      authority: "USER",
      companyId: home.id,
      companyCode: home.companyCode,
      departmentName: "전략기획팀",
      position: "과장",
      duty: "-", // none stored
      imgUrl: null,
      initLogin: false,
      alarmInfo: { fcmYn: "Y", mailYn: "Y", smsYn: "Y" },
      accountInfo: { accountId: user.accountId, locale: "ko" },
    });
    expect(me.companyList).toEqual([
      { companyId: home.id, companyCode: home.companyCode, companyName: home.companyName },
      { companyId: away.id, companyCode: away.companyCode, companyName: away.companyName },
    ]);
    expect(
      Date.parse(me.passwordExpiresAt as string) - Date.parse(me.lastPwdChanged as string),
    ).toBe(90 * DAY);
  });

  it("reports the PREVIOUS login as lastLoginAt (the NEW badge's reference)", async () => {
    const me = resultOf<{ lastLoginAt: string }>(await member.get("/api/user"));
    expect(me.lastLoginAt).toBe(loginBefore.toISOString());
  });

  it("follows a company switch: job, duty and empNo of the other company", async () => {
    const inAway = await signIn(t.app, user, away.id);
    const switched = resultOf<Record<string, unknown>>(await inAway.get("/api/user"));
    expect(switched).toMatchObject({
      companyId: away.id,
      companyCode: away.companyCode,
      duty: "PM",
      departmentName: "플랫폼개발팀",
    });
    const in1 = resultOf<{ empNo: string }>(await member.get("/api/user"));
    expect(switched.empNo).not.toBe(in1.empNo);
  });

  it("keeps imgUrl only when fetching the image answers 200 (spec 7)", async () => {
    const images = await startImageServer();
    clearImageProbeCache();
    const { empNo } = resultOf<{ empNo: string }>(await member.get("/api/user"));
    const job = and(eq(employees.companyId, home.id), eq(employees.employeeNo, empNo));
    try {
      for (const [stored, expected] of [
        [`${images.base}/ok.png`, `${images.base}/ok.png`],
        [`${images.base}/gone.png`, null],
        ["javascript:alert(1)", null],
      ] as const) {
        await t.app.db.update(employees).set({ profileImageUrl: stored }).where(job);
        await announceUserChanged(t.app.db, user.accountId); // as whoever edits the job does
        const me = resultOf<{ imgUrl: string | null }>(await member.get("/api/user"));
        expect(me.imgUrl).toBe(expected);
      }
    } finally {
      await t.app.db.update(employees).set({ profileImageUrl: null }).where(job);
      await images.close();
    }
  });

  it("needs the access token", async () => {
    expect((await t.app.inject({ url: "/api/user" })).statusCode).toBe(401);
  });
});

describe("PUT /api/internal/updateAlarm and updateToken", () => {
  const ids = () => ({ accountId: user.accountId, companyId: home.id });

  it("stores the caller's alarm flags, shown in alarmInfo; refuses other ids with 403", async () => {
    const { empNo } = resultOf<{ empNo: string }>(await member.get("/api/user"));
    const body = { ...ids(), empNo, fcmYn: "N", smsYn: "Y", mailYn: "N" };
    const others = [{ accountId: colleague.accountId }, { companyId: away.id }, { empNo: "0000" }];
    for (const wrong of others) {
      const res = await member.send("PUT", "/api/internal/updateAlarm", { ...body, ...wrong });
      expect(res.statusCode).toBe(403);
    }
    expect(resultOf(await member.send("PUT", "/api/internal/updateAlarm", body))).toEqual({});
    const me = resultOf<{ alarmInfo: object }>(await member.get("/api/user"));
    expect(me.alarmInfo).toEqual({ fcmYn: "N", mailYn: "N", smsYn: "Y" });
    const bad = await member.send("PUT", "/api/internal/updateAlarm", { ...body, fcmYn: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("upserts the caller's device row; refuses other ids with 403", async () => {
    const { empNo } = resultOf<{ empNo: string }>(await member.get("/api/user"));
    const body = {
      ...ids(),
      empNo,
      appVersion: "1.0.0",
      deviceKey: "device-1",
      deviceName: "iPhone",
      osTypeCode: "IOS",
      osVersion: "18.1",
      pushToken: "push-1",
    };
    expect(
      (await member.send("PUT", "/api/internal/updateToken", { ...body, companyId: away.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await member.send("PUT", "/api/internal/updateToken", {
          ...body,
          accountId: colleague.accountId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await member.send("PUT", "/api/internal/updateToken", { ...body, appVersion: "" }))
        .statusCode,
    ).toBe(400);
    resultOf(await member.send("PUT", "/api/internal/updateToken", body));
    resultOf(
      await member.send("PUT", "/api/internal/updateToken", {
        ...body,
        appVersion: "1.1.0",
        pushToken: "push-2",
      }),
    );
    const rows = await t.app.db
      .select()
      .from(deviceTokens)
      .where(
        and(eq(deviceTokens.accountId, user.accountId), eq(deviceTokens.deviceKey, "device-1")),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: home.id, appVersion: "1.1.0", pushToken: "push-2" });
  });
});
