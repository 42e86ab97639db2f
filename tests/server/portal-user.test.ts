/**
 * GET /api/user, /api/weather, /api/banner/display, and the alarm/device calls that feed the
 * user record: exact field names on seeded data, scoped to the token's account and company.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, billboards, deviceTokens, employees } from "../../server/db/schema";
import { clearImageProbeCache } from "../../server/modules/profile-image/image-probe";
import { startImageServer } from "../helpers/image-server";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

let t: TestApp;
let demo: Caller;
let loginBefore: Date | null;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.app.db
    .select({ lastLoginAt: accounts.lastLoginAt })
    .from(accounts)
    .where(eq(accounts.accountId, "demo"));
  loginBefore = row?.lastLoginAt ?? null;
  demo = await signIn(t.app, "demo");
});
afterAll(() => t?.close());

const DAY = 86_400_000;

describe("GET /api/user", () => {
  it("describes the caller's current job with every API.md field", async () => {
    const user = resultOf<Record<string, unknown>>(await demo.get("/api/user"));
    expect(Object.keys(user).sort()).toEqual(
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
    expect(user).toMatchObject({
      name: "홍길동",
      accountId: "demo",
      authority: "USER",
      companyId: 1,
      companyCode: "HANBIT",
      departmentName: "전략기획팀",
      position: "과장",
      duty: "-", // none stored
      imgUrl: null,
      initLogin: false,
      alarmInfo: { fcmYn: "Y", mailYn: "Y", smsYn: "Y" },
      accountInfo: { accountId: "demo", locale: "ko" },
    });
    expect(user.companyList).toEqual([
      { companyId: 1, companyCode: "HANBIT", companyName: expect.any(String) },
      { companyId: 280, companyCode: "HBTECH", companyName: expect.any(String) },
    ]);
    expect(
      Date.parse(user.passwordExpiresAt as string) - Date.parse(user.lastPwdChanged as string),
    ).toBe(90 * DAY);
  });

  it("reports the PREVIOUS login as lastLoginAt (the NEW badge's reference)", async () => {
    const user = resultOf<{ lastLoginAt: string }>(await demo.get("/api/user"));
    expect(loginBefore).not.toBeNull();
    expect(user.lastLoginAt).toBe(loginBefore?.toISOString());
  });

  it("follows a company switch: job, duty and empNo of company 280", async () => {
    const in280 = await signIn(t.app, "demo", 280);
    const user = resultOf<Record<string, unknown>>(await in280.get("/api/user"));
    expect(user).toMatchObject({
      companyId: 280,
      companyCode: "HBTECH",
      duty: "PM",
      departmentName: "플랫폼개발팀",
    });
    const in1 = resultOf<{ empNo: string }>(await demo.get("/api/user"));
    expect(user.empNo).not.toBe(in1.empNo);
  });

  it("keeps imgUrl only when fetching the image answers 200 (spec 7)", async () => {
    const images = await startImageServer();
    clearImageProbeCache();
    const { empNo } = resultOf<{ empNo: string }>(await demo.get("/api/user"));
    const job = and(eq(employees.companyId, 1), eq(employees.employeeNo, empNo));
    try {
      for (const [stored, expected] of [
        [`${images.base}/ok.png`, `${images.base}/ok.png`],
        [`${images.base}/gone.png`, null],
        ["javascript:alert(1)", null],
      ] as const) {
        await t.app.db.update(employees).set({ profileImageUrl: stored }).where(job);
        const user = resultOf<{ imgUrl: string | null }>(await demo.get("/api/user"));
        expect(user.imgUrl).toBe(expected);
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
  it("stores the caller's alarm flags, shown in alarmInfo; refuses other ids with 403", async () => {
    const { empNo } = resultOf<{ empNo: string }>(await demo.get("/api/user"));
    const body = { companyId: 1, accountId: "demo", empNo, fcmYn: "N", smsYn: "Y", mailYn: "N" };
    for (const wrong of [{ accountId: "demo280" }, { companyId: 280 }, { empNo: "0000" }]) {
      const res = await demo.send("PUT", "/api/internal/updateAlarm", { ...body, ...wrong });
      expect(res.statusCode).toBe(403);
    }
    expect(resultOf(await demo.send("PUT", "/api/internal/updateAlarm", body))).toEqual({});
    const user = resultOf<{ alarmInfo: object }>(await demo.get("/api/user"));
    expect(user.alarmInfo).toEqual({ fcmYn: "N", mailYn: "N", smsYn: "Y" });
    const bad = await demo.send("PUT", "/api/internal/updateAlarm", { ...body, fcmYn: "yes" });
    expect(bad.statusCode).toBe(400);
  });

  it("upserts the caller's device row; refuses other ids with 403", async () => {
    const { empNo } = resultOf<{ empNo: string }>(await demo.get("/api/user"));
    const body = {
      accountId: "demo",
      companyId: 1,
      empNo,
      appVersion: "1.0.0",
      deviceKey: "device-1",
      deviceName: "iPhone",
      osTypeCode: "IOS",
      osVersion: "18.1",
      pushToken: "push-1",
    };
    expect(
      (await demo.send("PUT", "/api/internal/updateToken", { ...body, companyId: 280 })).statusCode,
    ).toBe(403);
    expect(
      (await demo.send("PUT", "/api/internal/updateToken", { ...body, accountId: "admin" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await demo.send("PUT", "/api/internal/updateToken", { ...body, appVersion: "" })).statusCode,
    ).toBe(400);
    resultOf(await demo.send("PUT", "/api/internal/updateToken", body));
    resultOf(
      await demo.send("PUT", "/api/internal/updateToken", {
        ...body,
        appVersion: "1.1.0",
        pushToken: "push-2",
      }),
    );
    const rows = await t.app.db
      .select()
      .from(deviceTokens)
      .where(and(eq(deviceTokens.accountId, "demo"), eq(deviceTokens.deviceKey, "device-1")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: 1, appVersion: "1.1.0", pushToken: "push-2" });
  });
});

describe("GET /api/weather and /api/banner/display", () => {
  it("lists the weather per region with the API.md fields", async () => {
    const items = resultOf<Record<string, unknown>[]>(await demo.get("/api/weather"));
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toEqual({
      region: "서울",
      weatherIconName: "맑음",
      todayTemperature: 12.5,
      temperatureComparedToYesterday: 1.5,
    });
  });

  it("lists at most 5 active billboards, newest first, with https links only", async () => {
    await t.app.db.insert(billboards).values({ title: "비활성", titleSub: "", active: false });
    await t.app.db
      .insert(billboards)
      .values({ title: "여섯 번째", titleSub: "", link: "https://x.example/" });
    // Passes the table's prefix CHECK but is no URL: the answer must not hand it on.
    await t.app.db
      .insert(billboards)
      .values({ title: "잘못된 링크", titleSub: "", link: "https://bad host/" });
    const items = resultOf<{ title: string; link: string | null; updatedAt: string }[]>(
      await demo.get("/api/banner/display"),
    );
    expect(items).toHaveLength(5);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      "id",
      "link",
      "title",
      "titleSub",
      "updatedAt",
    ]);
    expect(
      items
        .slice(0, 2)
        .map((b) => b.title)
        .sort(),
    ).toEqual(["여섯 번째", "잘못된 링크"]);
    expect(items.find((b) => b.title === "잘못된 링크")?.link).toBeNull();
    expect(items.map((b) => b.title)).not.toContain("비활성");
    const times = items.map((b) => Date.parse(b.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const item of items) if (item.link !== null) expect(item.link).toMatch(/^https:\/\//);
    expect(items.find((b) => b.title === "여섯 번째")?.link).toBe("https://x.example/");
  });
});
