/** The login form's guards: the single-use login ticket (CSRF) and the attempt limits. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import { translate } from "../../server/i18n";
import { LOGIN_ACCOUNT_ADDRESS_RULE } from "../../server/modules/auth/login-service";
import { ManualClock } from "../../server/plugins/clock";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { casLogin, cookieOf, failLogin, followFailure, openForm } from "../helpers/cas-helpers";

let t: TestApp;
let user: TestUser;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
  user = await createMember(t.app.db);
});
afterAll(() => t?.close());

describe("POST /cas/login guards", () => {
  it("refuses a post without the form's login ticket, and a replayed one", async () => {
    const form = await openForm(t.app);
    const post = (lt: string, cookie: string) =>
      t.app.inject({
        method: "POST",
        url: "/cas/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookies: { CASLT: cookie },
        payload: new URLSearchParams({ ...casLogin(user), lt }).toString(),
      });
    for (const [lt, cookie] of [
      ["", ""],
      [form.lt, ""],
      ["", form.ltCookie],
      [form.lt, "LT-1-x"],
    ]) {
      const res = await post(lt ?? "", cookie ?? "");
      expect(res.statusCode).toBe(303);
      expect(cookieOf(res, "CASTGC")).toBeUndefined();
      const page = await followFailure(t.app, res);
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain(translate("ko", "cas.formExpired"));
    }
    expect((await post(form.lt, form.ltCookie)).statusCode).toBe(200); // first use: signed in
    const replay = await post(form.lt, form.ltCookie);
    expect(replay.statusCode).toBe(303);
    expect(cookieOf(replay, "CASTGC")).toBeUndefined();
    expect((await followFailure(t.app, replay)).statusCode).toBe(403);
  });

  it("refuses an expired login ticket", async () => {
    const form = await openForm(t.app);
    clock.advance(10 * 60_000 + 1000);
    const res = await t.app.inject({
      method: "POST",
      url: "/cas/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookies: { CASLT: form.ltCookie },
      payload: new URLSearchParams({ ...casLogin(user), lt: form.lt }).toString(),
    });
    expect((await followFailure(t.app, res)).statusCode).toBe(403);
  });

  it("limits attempts per ID (429 + Retry-After) and audits without secrets", async () => {
    const other = await createMember(t.app.db);
    const fields = { username: other.accountId, password: "Nope!2345" };
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_RULE.limit; i++)
      expect((await failLogin(t.app, fields)).page.statusCode).toBe(401);
    const limited = (await failLogin(t.app, { ...fields, password: other.password })).page;
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const minutes = Math.ceil(Number(limited.headers["retry-after"]) / 60);
    expect(limited.body).toContain(translate("ko", "auth.loginLimited", { minutes }));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accountId, other.accountId));
    expect(rows.filter((r) => r.outcome === "FAILURE")).toHaveLength(
      LOGIN_ACCOUNT_ADDRESS_RULE.limit,
    );
    expect(rows.some((r) => r.event === "RATE_LIMITED")).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/Nope!2345|Factory!2345|ST-|LT-|TGT-/);
  });
});

describe("behind HTTPS", () => {
  it("uses a __Host- login-ticket cookie, Secure cookies and HTTPS redirects", async () => {
    const https = await createTestApp({
      env: { PUBLIC_URL: "https://portal.example.com" },
    });
    try {
      const member = await createMember(https.app.db);
      const service = "https://portal.example.com/api/token/cas";
      const form = await https.app.inject({
        url: `/cas/login?service=${encodeURIComponent(service)}`,
      });
      const ltCookie = cookieOf(form, "__Host-CASLT");
      expect(ltCookie).toMatchObject({
        secure: true,
        path: "/",
        httpOnly: true,
        sameSite: "Strict",
      });
      const lt = /name="lt" value="([^"]+)"/.exec(form.body)?.[1] ?? "";
      const res = await https.app.inject({
        method: "POST",
        url: "/cas/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        cookies: { "__Host-CASLT": ltCookie?.value ?? "" },
        payload: new URLSearchParams({ ...casLogin(member), lt, service }).toString(),
      });
      expect(res.headers.location).toMatch(
        /^https:\/\/portal\.example\.com\/api\/token\/cas\?ticket=ST-/,
      );
      expect(cookieOf(res, "CASTGC")).toMatchObject({ secure: true, httpOnly: true });
      const sso = await https.app.inject({ url: "/api/login/sso?returnTo=/user" });
      expect(sso.headers.location).toBe(
        `https://portal.example.com/cas/login?service=${encodeURIComponent(service)}`,
      );
      expect(cookieOf(sso, "sso_return")).toMatchObject({ secure: true, sameSite: "Lax" });
    } finally {
      await https.close();
    }
  });
});
