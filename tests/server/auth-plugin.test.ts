/** The auth plugin's contract for other modules: opt-in modes, guards, failing closed. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoulDay } from "../../server/modules/identity/time-rules";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, exchange, login, skipVerification } from "../helpers/auth-support";

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    setup: (app) => {
      // Forgot to opt in: reading request.auth must not trust anybody.
      app.get("/api/test/forgot", async (request) => ({ who: request.auth.accountId }));
      // Mode in config plus a stricter guard: the guard still applies.
      app.get(
        "/api/test/both",
        { config: { auth: "access-or-temporary" }, preHandler: app.requireAccess },
        async (request) => ({ who: request.auth.accountId }),
      );
      app.get("/api/test/guard", { preHandler: app.requireTemporary }, async (request) => ({
        who: request.temporaryAuth.accountId,
      }));
    },
  });
  user = await createMember(t.app.db);
  other = await createMember(t.app.db);
});
afterAll(() => t?.close());

describe("auth plugin", () => {
  it("fails closed when a route reads request.auth without opting in", async () => {
    await skipVerification(t.app, user, seoulDay(new Date()));
    const pair = (await exchange(t.app, (await login(t.app, user)).json().result.code)).json()
      .result;
    const res = await t.app.inject({ url: "/api/test/forgot", headers: bearer(pair.accessToken) });
    expect(res.statusCode).toBe(401);
    const both = await t.app.inject({ url: "/api/test/both", headers: bearer(pair.accessToken) });
    expect(both.json()).toEqual({ who: user.accountId });
    const guard = await t.app.inject({ url: "/api/test/guard", headers: bearer(pair.accessToken) });
    expect(guard.statusCode).toBe(401);
  });

  it("applies the strictest of config mode and guard to temporary tokens", async () => {
    await skipVerification(t.app, other, "2000-01-01");
    const temporaryToken = (await login(t.app, other)).json().result.temporaryToken;
    expect(
      (await t.app.inject({ url: "/api/test/both", headers: bearer(temporaryToken) })).statusCode,
    ).toBe(401);
    const guard = await t.app.inject({ url: "/api/test/guard", headers: bearer(temporaryToken) });
    expect(guard.json()).toEqual({ who: other.accountId });
  });
});
