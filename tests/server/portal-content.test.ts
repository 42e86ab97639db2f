/**
 * Calendar and usage logging, each scoped to the token's account and company; and the 401 of
 * every portal call without a token. (The figures are in portal-figures.test.ts.)
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageLogs } from "../../server/db/schema";
import { koreanHolidays } from "../../server/db/seed/korean-holidays";
import { seoulYear } from "../../server/db/seed/schedule-data";
import { createCompany, createEvent, createUser, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const year = seoulYear(new Date());

let t: TestApp;
let user: TestUser;
let colleague: TestUser; // of the other company
let away: number;
let member: Caller;
let colleagueCaller: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const home = await createCompany(db);
  away = (await createCompany(db)).id;
  user = await createUser(db, { companyId: home.id });
  colleague = await createUser(db, { companyId: away });
  for (const holiday of koreanHolidays(year))
    await createEvent(db, { day: holiday.day, title: holiday.title, type: "HOLIDAY" });
  await createEvent(db, { day: `${year}-03-25`, title: "급여일" });
  await createEvent(db, {
    companyId: home.id,
    day: `${year}-03-02`,
    title: "한빛홀딩스 창립기념일",
  });
  member = await signIn(t.app, user);
  colleagueCaller = await signIn(t.app, colleague);
});
afterAll(() => t?.close());

describe("GET /api/internal/eventHoliday", () => {
  it("includes this year's public holiday, as month-year-day text, ordered by date", async () => {
    const holiday = koreanHolidays(year)[0];
    if (!holiday) throw new Error("no holiday");
    const [, mm, dd] = holiday.day.split("-");
    const items = resultOf<{ day: string; title: string; type: string }[]>(
      await member.get(`/api/internal/eventHoliday?workYear=${year}&workMonth=${Number(mm)}`),
    );
    expect(items).toContainEqual({
      day: `${mm}-${year}-${dd}`,
      title: holiday.title,
      type: "HOLIDAY",
    });
    const days = items.map((i) => i.day.split("-")[2]);
    expect([...days].sort()).toEqual(days);
    for (const item of items) expect(item.day).toMatch(new RegExp(`^${mm}-${year}-\\d{2}$`));
  });

  it("shows the caller's company events and group-wide ones, not other companies'", async () => {
    const inMarch = resultOf<{ title: string }[]>(
      await member.get(`/api/internal/eventHoliday?workYear=${year}&workMonth=3`),
    );
    expect(inMarch.map((i) => i.title)).toContain("한빛홀딩스 창립기념일");
    expect(inMarch.map((i) => i.title)).toContain("급여일");
    const inAway = resultOf<{ title: string }[]>(
      await colleagueCaller.get(`/api/internal/eventHoliday?workYear=${year}&workMonth=3`),
    );
    expect(inAway.map((i) => i.title)).not.toContain("한빛홀딩스 창립기념일");
    expect(inAway.map((i) => i.title)).toContain("급여일");
  });

  it("validates the year and month", async () => {
    for (const query of [
      "workYear=1999&workMonth=1",
      "workYear=2101&workMonth=1",
      "workYear=2026&workMonth=0",
      "workYear=2026&workMonth=13",
      "workYear=2026",
    ])
      expect((await member.get(`/api/internal/eventHoliday?${query}`)).statusCode, query).toBe(400);
  });
});

describe("POST /api/internal/logging", () => {
  const entry = () => ({
    serviceCode: "start-mobile",
    type: "access",
    companyId: user.companyId,
    employeeId: 1,
    employeeAccountId: user.accountId,
    uri: "/LogoutSuccess",
    menuPrivacyYn: "Y",
    action: "로그아웃",
    menu: "로그아웃",
  });

  it("stores the caller's entry and answers {}", async () => {
    expect(resultOf(await member.send("POST", "/api/internal/logging", entry()))).toEqual({});
    const [row] = await t.app.db
      .select()
      .from(usageLogs)
      .where(eq(usageLogs.accountId, user.accountId));
    expect(row).toMatchObject({
      companyId: user.companyId,
      serviceCode: "start-mobile",
      employeeId: "1",
      menu: "로그아웃",
    });
  });

  it("refuses another account or company (403) and bad lengths (400)", async () => {
    expect(
      (await member.send("POST", "/api/internal/logging", { ...entry(), companyId: away }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await member.send("POST", "/api/internal/logging", {
          ...entry(),
          employeeAccountId: colleague.accountId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await member.send("POST", "/api/internal/logging", { ...entry(), menu: "x".repeat(101) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await member.send("POST", "/api/internal/logging", { ...entry(), menuPrivacyYn: "maybe" }))
        .statusCode,
    ).toBe(400);
  });
});

describe("authentication", () => {
  it("answers 401 to every portal call without an access token", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/user"],
      ["GET", "/api/weather"],
      ["GET", "/api/banner/display"],
      ["GET", "/api/menu/WORK"],
      ["PUT", "/api/menu/WORK/user"],
      ["GET", "/api/favorite"],
      ["PUT", "/api/favorite"],
      ["GET", "/api/internal/eventHoliday?workYear=2026&workMonth=1"],
      ["GET", "/api/internal/approval"],
      ["GET", "/api/internal/vacation"],
      ["GET", "/api/internal/point"],
      ["GET", "/api/internal/workTime"],
      ["POST", "/api/internal/logging"],
      ["GET", "/api/board"],
      ["GET", "/api/board/popup"],
      ["GET", "/api/board/1"],
      ["PUT", "/api/internal/updateToken"],
      ["PUT", "/api/internal/updateAlarm"],
      ["GET", "/api/handover?url=%2Fapproval"],
    ];
    for (const [method, url] of calls) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        payload: method === "GET" ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });
});
