/**
 * Menu names, calendar titles and weather regions in the caller's language: the `locale` cookie,
 * else Accept-Language, else Korean; an item with a Korean name only shows it in every language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsHolidays, menus, weather } from "../../server/db/schema";
import { seoulYear } from "../../server/db/seed/schedule-data";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

let t: TestApp;
let demo: Caller;
beforeAll(async () => {
  // The demo seed is what this suite checks: every seeded name has its translations.
  t = await createTestApp({ seed: true });
  demo = await signIn(t.app, "demo");
  // Korean only, as an operator may enter them: every language falls back to it.
  await t.app.db.insert(menus).values({
    companyId: 1,
    authority: "USER",
    type: "WORK",
    name: "사내 라디오",
    url: "https://radio.hanbit.example/",
    priority: 99,
  });
  await t.app.db.insert(eventsHolidays).values({
    companyId: null,
    day: `${year}-01-20`,
    title: "사내 체육대회",
    type: "EVENT",
  });
  await t.app.db.insert(weather).values({
    region: "울릉도",
    weatherIconName: "맑음",
    todayTemperature: 9,
    sortOrder: 99,
  });
});
afterAll(() => t?.close());

const year = seoulYear(new Date());
const LANGUAGE_HINTS = {
  ko: {},
  en: { cookie: "locale=en" },
  zh: { cookie: "locale=zh" },
  ja: { "accept-language": "ja-JP,ja;q=0.9,en;q=0.5" },
} as const;

const menuNames = async (headers: Record<string, string>) =>
  resultOf<{ name: string }[]>(await demo.get("/api/menu/WORK", headers)).map((m) => m.name);
const calendarTitles = async (headers: Record<string, string>) =>
  resultOf<{ title: string }[]>(
    await demo.get(`/api/internal/eventHoliday?workYear=${year}&workMonth=1`, headers),
  ).map((row) => row.title);
const regions = async (headers: Record<string, string>) =>
  resultOf<{ region: string }[]>(await demo.get("/api/weather", headers)).map((w) => w.region);

describe("localized names", () => {
  it.each([
    ["ko", "전자결재", "신정", "서울"],
    ["en", "Approvals", "New Year's Day", "Seoul"],
    ["zh", "电子审批", "元旦", "首尔"],
    ["ja", "電子決裁", "元日", "ソウル"],
  ] as const)("answers in %s", async (locale, menuName, holiday, region) => {
    const headers = LANGUAGE_HINTS[locale];
    expect((await menuNames(headers))[0]).toBe(menuName);
    expect(await calendarTitles(headers)).toContain(holiday);
    expect((await regions(headers))[0]).toBe(region);
  });

  it("falls back to the Korean name of an item that has no translation", async () => {
    for (const headers of Object.values(LANGUAGE_HINTS)) {
      expect(await menuNames(headers)).toContain("사내 라디오");
      expect(await calendarTitles(headers)).toContain("사내 체육대회");
      expect(await regions(headers)).toContain("울릉도");
    }
  });

  it("lets the locale cookie beat Accept-Language, and ignores unknown languages", async () => {
    const both = { cookie: "locale=zh", "accept-language": "ja" };
    expect((await menuNames(both))[0]).toBe("电子审批");
    expect((await menuNames({ "accept-language": "fr-FR, de;q=0.8" }))[0]).toBe("전자결재");
    expect((await menuNames({ cookie: "locale=fr", "accept-language": "en" }))[0]).toBe(
      "Approvals",
    );
  });

  it("answers a saved menu order in the caller's language too", async () => {
    const list = resultOf<{ id: number; priority: number }[]>(await demo.get("/api/menu/OFFICE"));
    const body = list.map((item, index) => ({ ...item, priority: index + 1 }));
    const saved = resultOf<{ name: string }[]>(
      await demo.send("PUT", "/api/menu/OFFICE/user", body, { cookie: "locale=en" }),
    );
    expect(saved[0]?.name).toBe("Today's Menu");
  });
});
