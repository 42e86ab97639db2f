/**
 * An offline logout reaches the server (issue 12, defect 5): the device kept only the family id
 * (the access token's `fid`) and reports it at first contact; the refresh token from before the
 * logout must stop rotating and the access token must stop working.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import { ManualClock } from "../../server/plugins/clock";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, refresh, verifiedLogin, type Pair } from "../helpers/auth-support";
import { claimsOf } from "../helpers/tokens";

const clock = new ManualClock(new Date("2026-07-01T03:00:00Z"));
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  user = await createMember(t.app.db);
});
afterAll(() => t?.close());

const newSession = () => verifiedLogin(t.app, clock, user);

const report = (familyId: unknown) =>
  t.app.inject({ method: "POST", url: "/api/logout/ended-family", payload: { familyId } });

describe("POST /api/logout/ended-family", () => {
  it("revokes the family: the old refresh token no longer rotates, the access token fails", async () => {
    const pair = await newSession();
    const other = await newSession();
    const res = await report(claimsOf(pair.accessToken).fid);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({});
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
    const check = await t.app.inject({ url: "/api/login", headers: bearer(pair.accessToken) });
    expect(check.json().code).toBe("UNAUTHORIZED");
    // Another session of the same account is left alone.
    expect((await refresh(t.app, other.refreshToken)).statusCode).toBe(200);
    const trail = await t.app.db.select().from(auditLog);
    expect(trail.some((e) => e.event === "LOGOUT" && e.details?.deferred === true)).toBe(true);
  });

  it("also ends a family whose tokens were rotated after the logout's access token", async () => {
    const pair = await newSession();
    const rotated: Pair = (await refresh(t.app, pair.refreshToken)).json().result;
    expect((await report(claimsOf(pair.accessToken).fid)).statusCode).toBe(200);
    expect((await refresh(t.app, rotated.refreshToken)).statusCode).toBe(401);
  });

  it("answers the same for an unknown family, and 400 for a malformed id", async () => {
    const unknown = await report("0b7e8f0e-5c4e-4d47-9a0c-1f2e3d4c5b6a");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().result).toEqual({});
    expect((await report("not-a-uuid")).statusCode).toBe(400);
    expect((await report(undefined)).statusCode).toBe(400);
  });
});
