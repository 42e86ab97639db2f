/**
 * GET /api/internal/eventHoliday/latest: the creation time of the newest calendar entry the caller
 * sees (their company's and the group-wide ones, never another company's), for the NEW badge.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsHolidays } from "../../server/db/schema";
import { createCompany, createEvent, createUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const PATH = "/api/internal/eventHoliday/latest";
const latestOf = async (caller: Caller) =>
  resultOf<{ latestCreatedAt: string | null }>(await caller.get(PATH)).latestCreatedAt;

let t: TestApp;
let home: number;
let away: number;
let member: Caller;
let awayMember: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  home = (await createCompany(db)).id;
  away = (await createCompany(db)).id;
  member = await signIn(t.app, await createUser(db, { companyId: home }));
  awayMember = await signIn(t.app, await createUser(db, { companyId: away }));
});
afterAll(() => t?.close());

const setCreated = (id: number, at: string) =>
  t.app.db
    .update(eventsHolidays)
    .set({ createdAt: new Date(at) })
    .where(eq(eventsHolidays.id, id));

describe("GET /api/internal/eventHoliday/latest", () => {
  it("is null while the caller's calendar has no entry", async () => {
    expect(await latestOf(member)).toBeNull();
  });

  it("follows the newest of the caller's company and the group-wide entries", async () => {
    const groupWide = await createEvent(t.app.db, { day: "2026-05-05", title: "어린이날" });
    await setCreated(groupWide.id, "2026-01-02T03:04:05.000Z");
    expect(await latestOf(member)).toBe("2026-01-02T03:04:05.000Z");

    const own = await createEvent(t.app.db, { companyId: home, day: "2026-06-01" });
    await setCreated(own.id, "2026-02-01T00:00:00.000Z");
    expect(await latestOf(member)).toBe("2026-02-01T00:00:00.000Z");
    // The other company sees the group-wide entry only.
    expect(await latestOf(awayMember)).toBe("2026-01-02T03:04:05.000Z");
  });

  it("never shows another company's entry", async () => {
    const other = await createEvent(t.app.db, { companyId: away, day: "2026-07-01" });
    await setCreated(other.id, "2026-03-01T00:00:00.000Z");
    expect(await latestOf(member)).toBe("2026-02-01T00:00:00.000Z");
    expect(await latestOf(awayMember)).toBe("2026-03-01T00:00:00.000Z");
  });

  it("needs a login", async () => {
    expect((await t.app.inject({ method: "GET", url: PATH })).statusCode).toBe(401);
  });
});
