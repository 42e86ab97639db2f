/** The embedded CAS service with the portal as its client: SSO sessions, services, round trip. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../server/plugins/clock";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  casLogin,
  OTHER_SERVICE,
  SERVICE,
  TICKET,
  TWO_SERVICES,
  cookieOf,
  markVerifiedToday,
  openForm,
  sessionCount,
  submitLogin,
  ticketOf,
} from "../helpers/cas-helpers";

let t: TestApp;
let user: TestUser;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock, env: { CAS_SERVICES: TWO_SERVICES } });
  user = await createMember(t.app.db);
});
afterAll(() => t?.close());

describe("services and sessions", () => {
  it("skips the form with a live TGC, unless renew=true; logout ends it", async () => {
    const tgc =
      cookieOf(await submitLogin(t.app, { ...casLogin(user), service: SERVICE }), "CASTGC")
        ?.value ?? "";
    const again = await t.app.inject({
      url: `/cas/login?service=${encodeURIComponent(OTHER_SERVICE)}`,
      cookies: { CASTGC: tgc },
    });
    expect(ticketOf(again, OTHER_SERVICE)).toMatch(TICKET);
    const renew = await openForm(
      t.app,
      `?service=${encodeURIComponent(SERVICE)}&renew=true`,
      {},
      { CASTGC: tgc },
    );
    expect(renew.res.statusCode).toBe(200);
    expect(renew.lt).not.toBe("");

    const out = await t.app.inject({
      url: `/cas/logout?service=${encodeURIComponent(SERVICE)}`,
      cookies: { CASTGC: tgc },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(SERVICE);
    const after = await openForm(
      t.app,
      `?service=${encodeURIComponent(SERVICE)}`,
      {},
      { CASTGC: tgc },
    );
    expect(after.res.statusCode).toBe(200); // the session is over: the form again
  });

  it("shows a page instead of redirecting to an unregistered service on logout", async () => {
    const res = await t.app.inject({
      url: "/cas/logout?service=https%3A%2F%2Fevil.com",
      cookies: { locale: "en" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain("Signed out");
  });

  it("answers an unregistered service with an error page, never a redirect or a ticket", async () => {
    for (const service of [
      `${SERVICE}/`,
      SERVICE.toUpperCase(),
      `${SERVICE}?x=1`,
      "https://evil.com/",
    ]) {
      const query = `?service=${encodeURIComponent(service)}`;
      const get = await t.app.inject({ url: `/cas/login${query}`, cookies: { locale: "en" } });
      expect(get.statusCode).toBe(403);
      expect(get.headers.location).toBeUndefined();
      expect(get.body).toContain("Application not allowed");
      expect(get.body).not.toContain(service.replace(/&/g, "&amp;"));
      // Even with a valid login ticket and the right password: no ticket for that service.
      const form = await openForm(t.app);
      const post = await t.app.inject({
        method: "POST",
        url: "/cas/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookies: { CASLT: form.ltCookie },
        payload: new URLSearchParams({ ...casLogin(user), service, lt: form.lt }).toString(),
      });
      expect(post.statusCode).toBe(403);
      expect(cookieOf(post, "CASTGC")).toBeUndefined();
      expect(post.headers.location).toBeUndefined();
    }
  });

  it("takes the redirect target from configuration, whatever the Host header says", async () => {
    const headers = { host: "evil.com", "x-forwarded-host": "evil.com" };
    const form = await openForm(t.app, `?service=${encodeURIComponent(SERVICE)}`, headers);
    expect(form.res.body).toContain('action="/cas/login"');
    expect(
      ticketOf(await submitLogin(t.app, { ...casLogin(user), service: SERVICE }, { headers })),
    ).toMatch(TICKET);
    const sso = await t.app.inject({ url: "/api/login/sso?returnTo=/schedule", headers });
    expect(sso.headers.location).toBe(
      `http://localhost:8080/cas/login?service=${encodeURIComponent(SERVICE)}`,
    );
  });
});

describe("the whole round trip", () => {
  it("goes from /api/login/sso through the form to the portal session", async () => {
    const start = await t.app.inject({ url: "/api/login/sso?returnTo=%2Fschedule" });
    const state = cookieOf(start, "sso_return");
    expect(state).toMatchObject({ httpOnly: true, path: "/api/token/cas" });
    const loginPage = new URL(String(start.headers.location));
    const service = loginPage.searchParams.get("service") ?? "";
    expect(service).toBe(SERVICE);

    const before = await sessionCount(t.database.db);
    const ticket = ticketOf(await submitLogin(t.app, { ...casLogin(user), service }));
    const verify = await t.app.inject({
      url: `/api/token/cas?ticket=${encodeURIComponent(ticket)}`,
      cookies: { sso_return: state?.value ?? "" },
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toMatch(
      /^\/login\?temporaryToken=tmp_[A-Za-z0-9_-]+&returnTo=%2Fschedule$/,
    );
    expect(await sessionCount(t.database.db)).toBe(before + 1);

    await markVerifiedToday(t.database.db, user.accountId, clock.now());
    const second = ticketOf(await submitLogin(t.app, { ...casLogin(user), service }));
    const done = await t.app.inject({ url: `/api/token/cas?ticket=${encodeURIComponent(second)}` });
    expect(done.headers.location).toMatch(/^\/loginSuccess\?code=[A-Za-z0-9_-]+$/);
    const code = new URL(String(done.headers.location), "http://x").searchParams.get("code");
    const tokens = await t.app.inject({
      method: "POST",
      url: "/api/account/token",
      payload: { code },
    });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json().result.accessToken).toEqual(expect.any(String));
  });
});
