/**
 * PUT /api/integration/figures(/{accountId}): a source system feeds the my-page figures of a
 * person's primary job; the GET answers show them with `asOf`, and `stale` once the feed is older
 * than FEED_STALE_MINUTES.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pushQueue } from "../../server/db/schema";
import { ManualClock } from "../../server/plugins/clock";
import {
  addJob,
  createCompany,
  createFigures,
  createUser,
  jobOf,
  type TestUser,
} from "../helpers/factories";
import { createApiKey } from "../helpers/api-keys";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { createTestApp, type TestApp } from "../helpers/test-app";

const APPROVAL = {
  draftCount: 4,
  rejectCount: 0,
  apprBeforeCount: 2,
  receiveBeforeCount: 1,
  shareCount: 3,
};
const VACATION = {
  numberOfVacationGranted: 15,
  numberOfVacationUsed: 2.5,
  annualVacList: [{ label: "연차", totalVac: 15, useVac: 2.5 }],
  projectVacList: [],
};

const clock = new ManualClock();
let t: TestApp;
let user: TestUser;
let member: Caller;
let feed: Record<string, string>;
let scimOnly: Record<string, string>;
let other: number;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { FEED_STALE_MINUTES: "1" } });
  const db = t.app.db;
  const home = await createCompany(db, { id: 1 });
  other = (await createCompany(db)).id;
  user = await createUser(db, { companyId: home.id });
  await addJob(db, user, { companyId: other, primaryJob: false });
  await createFigures(db, jobOf(user), { approvals: { draftCount: 9 } });
  member = await signIn(t.app, user);
  feed = (await createApiKey(db, ["feed"])).headers;
  scimOnly = (await createApiKey(db, ["scim"])).headers;
});
afterAll(() => t?.close());

const put = (url: string, payload: unknown, headers = feed) =>
  t.app.inject({ method: "PUT", url, payload: payload as object, headers });

describe("figures feed", () => {
  it("answers 401 without a valid key and 403 without the feed scope, before validating", async () => {
    const url = `/api/integration/figures/${user.accountId}`;
    expect((await put(url, { approval: APPROVAL }, {})).statusCode).toBe(401);
    expect((await put(url, { x: 1 }, { authorization: "Bearer wrong" })).statusCode).toBe(401);
    expect((await put(url, { x: 1 }, scimOnly)).statusCode).toBe(403);
  });

  it("shows no asOf before the first feed", async () => {
    const approval = resultOf<Record<string, unknown>>(await member.get("/api/internal/approval"));
    expect(approval).toMatchObject({ draftCount: 9, asOf: null, stale: false });
  });

  it("upserts the primary job's figures idempotently and shows them with asOf", async () => {
    const body = {
      approval: APPROVAL,
      vacation: VACATION,
      point: { basicPoint: 100, remainPoint: 40 },
    };
    for (let i = 0; i < 2; i++) {
      const res = await put(`/api/integration/figures/${user.accountId.toUpperCase()}`, body);
      expect(resultOf(res)).toMatchObject({ updated: 1, unknownAccountIds: [] });
    }
    const asOf = clock.now().toISOString();
    expect(resultOf(await member.get("/api/internal/approval"))).toEqual({
      ...APPROVAL,
      asOf,
      stale: false,
    });
    expect(resultOf(await member.get("/api/internal/vacation"))).toMatchObject({
      numberOfVacationAvailable: 12.5,
      annualVacList: [{ label: "연차", totalVac: 15, useVac: 2.5, remainVac: 12.5 }],
      projectVacList: [],
      asOf,
    });
    expect(resultOf(await member.get("/api/internal/point"))).toEqual({
      basicPoint: 100,
      remainPoint: 40,
      asOf,
      stale: false,
    });
    // Work time was not part of the feed: no asOf for it.
    expect(resultOf(await member.get("/api/internal/workTime"))).toMatchObject({ asOf: null });
    // The second job is untouched.
    const away = await signIn(t.app, user, other);
    expect(resultOf(await away.get("/api/internal/approval"))).toMatchObject({
      draftCount: 0,
      asOf: null,
    });
  });

  it("marks figures stale once the feed is older than FEED_STALE_MINUTES", async () => {
    clock.advance(61_000);
    expect(resultOf(await member.get("/api/internal/approval"))).toMatchObject({ stale: true });
    await put(`/api/integration/figures/${user.accountId}`, { approval: APPROVAL });
    expect(resultOf(await member.get("/api/internal/approval"))).toMatchObject({
      asOf: clock.now().toISOString(),
      stale: false,
    });
  });

  it("answers 404 for an unknown person and 400 for bad bodies, never 500", async () => {
    expect(
      (await put("/api/integration/figures/nobody-here", { approval: APPROVAL })).statusCode,
    ).toBe(404);
    const url = `/api/integration/figures/${user.accountId}`;
    for (const body of [
      {},
      { approval: { ...APPROVAL, draftCount: -1 } },
      { approval: { draftCount: 1 } },
      { point: { basicPoint: "many", remainPoint: 1 } },
      { vacation: { ...VACATION, numberOfVacationUsed: 0.3 } },
      { workTime: { requireTime: 1e12, planTime: 0, recordTime: 0 } },
      { approval: APPROVAL, extra: true },
      [],
    ]) {
      const res = await put(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("takes up to 1,000 people per batch call and refuses more", async () => {
    const people = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        accountId: `ghost-${i}`,
        point: { basicPoint: 1, remainPoint: 1 },
      }));
    const full = resultOf<{ updated: number; unknownAccountIds: string[] }>(
      await put("/api/integration/figures", [
        ...people(999),
        { accountId: user.accountId, workTime: { requireTime: 60, planTime: 30, recordTime: 15 } },
      ]),
    );
    expect(full.updated).toBe(1);
    expect(full.unknownAccountIds).toHaveLength(999);
    expect(resultOf(await member.get("/api/internal/workTime"))).toMatchObject({ recordTime: 15 });
    expect((await put("/api/integration/figures", people(1_001))).statusCode).toBe(400);
    const twice = [people(1)[0], people(1)[0]];
    expect((await put("/api/integration/figures", twice)).statusCode).toBe(400);
  });

  it("audits every feed call with the key as the actor", async () => {
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.event, "FEED_UPDATE"));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]?.details).toMatchObject({
      feed: "figures",
      actor: expect.stringMatching(/^api-key:\d+$/),
    });
  });
});

describe("a rising waiting-approval count", () => {
  const approvalEvents = async () =>
    (await t.app.db.select().from(pushQueue).where(eq(pushQueue.kind, "event")))
      .map((row) => row.body)
      .filter((body) => body.type === "approvals" && body.accountId === user.accountId);

  it("queues one approvals push when the feed raises it, none when it stays or falls", async () => {
    const before = await approvalEvents();
    const url = `/api/integration/figures/${user.accountId}`;
    const at = (count: number) => ({ approval: { ...APPROVAL, apprBeforeCount: count } });
    expect((await put(url, at(5))).statusCode).toBe(200);
    expect((await put(url, at(7))).statusCode).toBe(200);
    expect((await put(url, at(7))).statusCode).toBe(200);
    expect((await put(url, at(3))).statusCode).toBe(200);
    const after = (await approvalEvents()).slice(before.length);
    expect(after.map((body) => body.count)).toEqual([5, 7]);
  });
});
