/**
 * PUT /api/integration/weather and /holidays/{year}: each replaces its list whole, is idempotent,
 * and shows at once on every node (the weather cache is dropped through the invalidation channel;
 * on PostgreSQL a second app on the same database checks that across nodes).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/build-app";
import type { Database } from "../../server/db/client";
import { createMember, createWeather } from "../helpers/factories";
import { createApiKey } from "../helpers/api-keys";
import { callerOf, resultOf, signIn, type Caller } from "../helpers/portal-support";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { openSecondConnection } from "../helpers/test-db";

const SEOUL = {
  region: "서울",
  translations: { en: "Seoul" },
  weatherIconName: "비",
  todayTemperature: 3.5,
  temperatureComparedToYesterday: -2,
};
const BUSAN = { region: "부산", weatherIconName: "맑음", todayTemperature: 9 };
const NEW_YEAR = {
  day: "2027-01-01",
  title: { ko: "신정", en: "New Year's Day", zh: "元旦", ja: "元日" },
};

let t: TestApp;
let member: Caller;
let feed: Record<string, string>;
let second: Database | null = null;
let b: FastifyInstance | undefined;

beforeAll(async () => {
  t = await createTestApp();
  await createWeather(t.app.db, { region: "강릉", todayTemperature: 1 });
  member = await signIn(t.app, await createMember(t.app.db));
  feed = (await createApiKey(t.app.db, ["feed"])).headers;
  second = await openSecondConnection(t.database);
  if (second) {
    b = await buildApp({ config: t.config, database: second });
    await b.ready();
  }
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await t?.close();
});

const put = (url: string, payload: unknown) =>
  t.app.inject({ method: "PUT", url, payload: payload as object, headers: feed });
const regions = async (caller: Caller, lang = "ko") =>
  resultOf<{ region: string; asOf: string | null }[]>(
    await caller.get("/api/weather", { "accept-language": lang }),
  );

describe("weather feed", () => {
  it("replaces the list in body order, idempotently, and every node shows it at once", async () => {
    const nodeB = b && callerOf(b, member.accessToken);
    // Fill both nodes' caches with the old list first.
    expect((await regions(member)).map((w) => w.region)).toEqual(["강릉"]);
    if (nodeB) expect((await regions(nodeB)).map((w) => w.region)).toEqual(["강릉"]);
    for (let i = 0; i < 2; i++) {
      expect(resultOf(await put("/api/integration/weather", [SEOUL, BUSAN]))).toMatchObject({
        count: 2,
      });
    }
    const list = await regions(member, "en");
    expect(list.map((w) => w.region)).toEqual(["Seoul", "부산"]);
    expect(list[0]).toMatchObject({
      weatherIconName: "비",
      todayTemperature: 3.5,
      temperatureComparedToYesterday: -2,
      asOf: expect.any(String),
      stale: false,
    });
    if (nodeB) {
      await vi.waitFor(
        async () => expect((await regions(nodeB)).map((w) => w.region)).toEqual(["서울", "부산"]),
        { timeout: 1_000, interval: 20 },
      );
    }
  });

  it("refuses duplicate regions and bad values with 400", async () => {
    for (const body of [
      [SEOUL, SEOUL],
      [{ ...BUSAN, todayTemperature: 400 }],
      [{ ...BUSAN, region: "" }],
      [{ ...BUSAN, translations: { fr: "Busan" } }],
      { region: "서울" },
    ]) {
      expect((await put("/api/integration/weather", body)).statusCode).toBe(400);
    }
  });
});

describe("holidays feed", () => {
  const january = (lang: string) =>
    member
      .get("/api/internal/eventHoliday?workYear=2027&workMonth=1", { "accept-language": lang })
      .then((res) => resultOf<{ day: string; title: string; type: string }[]>(res));

  it("replaces the year's group-wide holidays, in 4 languages, idempotently", async () => {
    const lunar = { day: "2027-01-02", title: { ko: "임시", en: "Extra", zh: "临时", ja: "臨時" } };
    expect(resultOf(await put("/api/integration/holidays/2027", [NEW_YEAR, lunar]))).toMatchObject({
      count: 2,
    });
    for (let i = 0; i < 2; i++) await put("/api/integration/holidays/2027", [NEW_YEAR]);
    expect(await january("ko")).toEqual([{ day: "01-2027-01", title: "신정", type: "HOLIDAY" }]);
    expect((await january("ja"))[0]?.title).toBe("元日");
  });

  it("refuses a day outside the path's year, a missing language or a bad year", async () => {
    const cases: Array<[string, unknown]> = [
      ["/api/integration/holidays/2028", [NEW_YEAR]],
      ["/api/integration/holidays/2027", [{ ...NEW_YEAR, title: { ko: "신정" } }]],
      ["/api/integration/holidays/2027", [{ ...NEW_YEAR, day: "2027-02-30" }]],
      ["/api/integration/holidays/1999", []],
      ["/api/integration/holidays/abc", []],
    ];
    for (const [url, body] of cases) {
      expect((await put(url, body)).statusCode, url).toBe(400);
    }
  });
});
