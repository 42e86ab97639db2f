/**
 * GET /api/weather is serialized once per cached list (server/lib/serialized-answer.ts), but its
 * `stale` flag is decided per request: a list that sits in the cache past FEED_STALE_MINUTES must
 * turn stale without any write, and its ETag must change, so that the service worker's copy of
 * the fresh answer is not confirmed with a 304.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ManualClock } from "../../server/plugins/clock";
import { createApiKey } from "../helpers/api-keys";
import { createMember } from "../helpers/factories";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { createTestApp, type TestApp } from "../helpers/test-app";

const clock = new ManualClock();
let t: TestApp;
let member: Caller;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { FEED_STALE_MINUTES: "1" } });
  member = await signIn(t.app, await createMember(t.app.db));
  const feed = (await createApiKey(t.app.db, ["feed"])).headers;
  const region = { region: "서울", weatherIconName: "비", todayTemperature: 3.5 };
  const put = await t.app.inject({
    method: "PUT",
    url: "/api/integration/weather",
    payload: [region],
    headers: feed,
  });
  expect(put.statusCode).toBe(200);
});
afterAll(() => t?.close());

const weather = (headers: Record<string, string> = {}) => member.get("/api/weather", headers);

it("turns the cached list stale once the feed is older than FEED_STALE_MINUTES, with a new ETag", async () => {
  const fresh = await weather();
  expect(resultOf(fresh)).toMatchObject([{ region: "서울", stale: false }]);
  const tag = fresh.headers.etag as string;
  expect((await weather({ "if-none-match": tag })).statusCode).toBe(304);

  clock.advance(61_000);
  const later = await weather({ "if-none-match": tag });
  expect(later.statusCode).toBe(200);
  expect(resultOf(later)).toMatchObject([{ region: "서울", stale: true }]);
  expect(later.headers.etag).not.toBe(tag);
});
