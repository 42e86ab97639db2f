/**
 * GET /api/weather and /api/banner/display: the home page's lists, with the API.md fields.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBanner, createMember, createWeather } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const DAY = 86_400_000;

let t: TestApp;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const region = { weatherIconName: "맑음", todayTemperature: 12.5 };
  await createWeather(db, {
    ...region,
    region: "서울",
    temperatureComparedToYesterday: 1.5,
    sortOrder: 1,
  });
  await createWeather(db, { region: "부산", sortOrder: 2 });
  // Five active billboards, older than the ones the test adds.
  for (let i = 1; i <= 5; i++)
    await createBanner(db, { updatedAt: new Date(Date.now() - i * DAY) });
  member = await signIn(t.app, await createMember(db));
});
afterAll(() => t?.close());

describe("GET /api/weather and /api/banner/display", () => {
  it("lists the weather per region with the API.md fields", async () => {
    const items = resultOf<Record<string, unknown>[]>(await member.get("/api/weather"));
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toEqual({
      region: "서울",
      weatherIconName: "맑음",
      todayTemperature: 12.5,
      temperatureComparedToYesterday: 1.5,
    });
  });

  it("lists at most 5 active billboards, by sortOrder, with https links only", async () => {
    await createBanner(t.app.db, { title: "비활성", active: false });
    await createBanner(t.app.db, { title: "여섯 번째", link: "https://x.example/", sortOrder: 0 });
    // Passes the table's prefix CHECK but is no URL: the answer must not hand it on.
    await createBanner(t.app.db, { title: "잘못된 링크", link: "https://bad host/", sortOrder: 0 });
    const items = resultOf<{ title: string; link: string | null; updatedAt: string }[]>(
      await member.get("/api/banner/display"),
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
    // sortOrder ascending, newest first among equals (API.md "Wave-2 conventions").
    expect(items[0]?.title).toBe("잘못된 링크");
    for (const item of items) if (item.link !== null) expect(item.link).toMatch(/^https:\/\//);
    expect(items.find((b) => b.title === "여섯 번째")?.link).toBe("https://x.example/");
  });
});
