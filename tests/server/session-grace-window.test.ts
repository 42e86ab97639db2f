/**
 * The refresh grace window (issue 12, defect 4): a client whose refresh answer was lost sends the
 * same refresh token again. Within 30 s of the rotation that replay is served once, in the same
 * family; later, twice, or after the successor was used it is reuse and ends the family.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../server/plugins/clock";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, refresh, verifiedLogin, type Pair } from "../helpers/auth-support";
import { claimsOf } from "../helpers/tokens";

const SECOND = 1000;
const clock = new ManualClock(new Date("2026-07-01T03:00:00Z"));
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  user = await createMember(t.app.db);
});
afterAll(() => t?.close());

const newSession = () => verifiedLogin(t.app, clock, user);

const check = (accessToken: string) =>
  t.app.inject({ url: "/api/login", headers: bearer(accessToken) });

/** Rotates once and "loses" the answer: the caller keeps only the old pair. */
async function rotateAndLose(pair: Pair): Promise<Pair> {
  const lost = await refresh(t.app, pair.refreshToken);
  expect(lost.statusCode).toBe(200);
  return lost.json().result;
}

describe("refresh grace window", () => {
  it("serves the lost answer's retry within 30 s with a working pair of the same family", async () => {
    const pair = await newSession();
    const lost = await rotateAndLose(pair);
    clock.advance(29 * SECOND);
    const retry = await refresh(t.app, pair.refreshToken);
    expect(retry.statusCode).toBe(200);
    const next: Pair = retry.json().result;
    expect(claimsOf(next.accessToken).fid).toBe(claimsOf(pair.accessToken).fid);
    expect((await check(next.accessToken)).statusCode).toBe(200);
    // The chain goes on from the retry's pair; the session is intact.
    const later = await refresh(t.app, next.refreshToken);
    expect(later.statusCode).toBe(200);
    expect((await check(later.json().result.accessToken)).statusCode).toBe(200);
    // The successor nobody received was retired: presenting it now is reuse.
    expect((await refresh(t.app, lost.refreshToken)).statusCode).toBe(401);
    expect((await check(later.json().result.accessToken)).json().code).toBe("UNAUTHORIZED");
  });

  it("serves the replay only once per rotation: the second replay revokes the family", async () => {
    const pair = await newSession();
    await rotateAndLose(pair);
    const first = await refresh(t.app, pair.refreshToken);
    expect(first.statusCode).toBe(200);
    const second = await refresh(t.app, pair.refreshToken);
    expect(second.statusCode).toBe(401);
    expect((await check(first.json().result.accessToken)).json().code).toBe("UNAUTHORIZED");
  });

  it("counts a replay 30 s after the rotation as reuse and revokes the family", async () => {
    const pair = await newSession();
    const lost = await rotateAndLose(pair);
    clock.advance(30 * SECOND);
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
    expect((await refresh(t.app, lost.refreshToken)).statusCode).toBe(401);
    expect((await check(lost.accessToken)).json().code).toBe("UNAUTHORIZED");
  });

  it("refuses the replay once the successor was used: the answer had arrived", async () => {
    const pair = await newSession();
    const received = await rotateAndLose(pair);
    const used: Pair = (await refresh(t.app, received.refreshToken)).json().result;
    expect((await check(used.accessToken)).statusCode).toBe(200);
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
    expect((await check(used.accessToken)).json().code).toBe("UNAUTHORIZED");
  });

  it("gives each rotation its own window: a lost answer twice in a row is survived", async () => {
    let pair = await newSession();
    for (let round = 0; round < 2; round++) {
      await rotateAndLose(pair);
      clock.advance(10 * SECOND);
      const retry = await refresh(t.app, pair.refreshToken);
      expect(retry.statusCode).toBe(200);
      pair = retry.json().result;
      clock.advance(60 * SECOND);
    }
    expect((await check(pair.accessToken)).statusCode).toBe(200);
  });
});
