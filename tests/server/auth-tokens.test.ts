import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../server/plugins/clock";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, refresh, verifiedLogin, type Pair } from "../helpers/auth-support";
import { foreignKey, resignedToken } from "../helpers/tokens";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
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

describe("access tokens", () => {
  it("pass the login check, then expire after 15 minutes with TOKEN_EXPIRED", async () => {
    const pair = await newSession();
    const ok = await check(pair.accessToken);
    expect(ok.json().result).toMatchObject({
      accountId: user.accountId,
      companyId: user.companyId,
      valid: true,
    });
    clock.advance(15 * MINUTE);
    const expired = await check(pair.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("TOKEN_EXPIRED");
  });

  it("tell malformed (TOKEN_PARSE_ERROR) from forged or missing (UNAUTHORIZED)", async () => {
    const pair = await newSession();
    expect((await check("not-a-jwt")).json().code).toBe("TOKEN_PARSE_ERROR");
    const forged = await resignedToken(pair.accessToken, foreignKey(t.app.authKeys.jwt.keyId));
    expect((await check(forged)).json().code).toBe("UNAUTHORIZED");
    const none = await t.app.inject({ url: "/api/login" });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe("UNAUTHORIZED");
  });

  it("20 concurrent calls with an expired token all say TOKEN_EXPIRED; one refresh serves them", async () => {
    const pair = await newSession();
    clock.advance(16 * MINUTE);
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(pair.accessToken)));
    expect(answers.every((a) => a.json().code === "TOKEN_EXPIRED")).toBe(true);
    const renewed = await refresh(t.app, pair.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const retried = await Promise.all(
      Array.from({ length: 20 }, () => check(renewed.json().result.accessToken)),
    );
    expect(retried.every((a) => a.statusCode === 200)).toBe(true);
  });
});

describe("refresh tokens", () => {
  it("rotate on every use; the header alone works too, on both paths", async () => {
    const pair = await newSession();
    const first = await t.app.inject({
      method: "POST",
      url: "/api/token/app/reIssuance",
      headers: { refreshtoken: pair.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const next: Pair = first.json().result;
    expect(next.refreshToken).not.toBe(pair.refreshToken);
    expect((await refresh(t.app, next.refreshToken)).statusCode).toBe(200);
  });

  it("10 parallel refreshes with one token: one rotation, one grace replay, the rest reuse", async () => {
    const pair = await newSession();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refresh(t.app, pair.refreshToken)),
    );
    // The grace window serves one replay per rotation; the third use is reuse and ends it all.
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(8);
    for (const won of results.filter((r) => r.statusCode === 200)) {
      expect((await check(won.json().result.accessToken)).json().code).toBe("UNAUTHORIZED");
    }
  });

  it("reuse of a rotated token revokes the family: the newest tokens stop working too", async () => {
    const pair = await newSession();
    const rotated: Pair = (await refresh(t.app, pair.refreshToken)).json().result;
    expect((await check(rotated.accessToken)).statusCode).toBe(200);
    clock.advance(30_000); // past the grace window (session-grace-window.test.ts)
    const replay = await refresh(t.app, pair.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(t.app, rotated.refreshToken)).statusCode).toBe(401);
    expect((await check(rotated.accessToken)).json().code).toBe("UNAUTHORIZED");
  });

  it("slide 14 days but never beyond 30 days after the login", async () => {
    let pair = await newSession();
    clock.advance(14 * DAY + MINUTE); // unused for 14 days: expired
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);

    pair = await newSession();
    for (let day = 10; day < 30; day += 10) {
      clock.advance(10 * DAY);
      const res = await refresh(t.app, pair.refreshToken);
      expect(res.statusCode).toBe(200);
      pair = res.json().result;
    }
    clock.advance(10 * DAY); // day 30: the absolute limit
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
  });

  it("reject unknown tokens and two different tokens in one request", async () => {
    expect((await refresh(t.app, "rt_unknown")).statusCode).toBe(401);
    const pair = await newSession();
    const mixed = await t.app.inject({
      method: "POST",
      url: "/api/token/reissuance",
      headers: { refreshtoken: "rt_other" },
      payload: { refresh_token: pair.refreshToken },
    });
    expect(mixed.statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/token/reissuance" })).statusCode).toBe(
      401,
    );
  });
});

describe("logout", () => {
  it("ends the refresh family and the access token at once", async () => {
    const pair = await newSession();
    const out = await t.app.inject({ url: "/api/logout", headers: bearer(pair.accessToken) });
    expect(out.statusCode).toBe(200);
    expect(out.json().result).toEqual({});
    expect((await check(pair.accessToken)).json().code).toBe("UNAUTHORIZED");
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
  });

  it("leaves other sessions of the account alone", async () => {
    const phone = await newSession();
    const laptop = await newSession();
    await t.app.inject({ url: "/api/logout", headers: bearer(phone.accessToken) });
    expect((await check(laptop.accessToken)).statusCode).toBe(200);
  });
});
