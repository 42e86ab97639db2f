/**
 * Logout ends SSO (issue 12, defect 3): GET /api/logout/sso sends the browser through the CAS
 * logout, which ends the SSO session and removes the TGC cookie, and back to /LogoutSuccess.
 * Afterwards "log in again through SSO" (and Back, which reaches the same CAS login) asks for a
 * password instead of signing the same person in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  casLogin,
  SERVICE,
  cookieOf,
  openForm,
  submitLogin,
  ticketOf,
} from "../helpers/cas-helpers";

const PUBLIC = "http://localhost:8080";
const LANDING = `${PUBLIC}/LogoutSuccess`;

describe("single logout, embedded CAS", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createMember(t.app.db);
  });
  afterAll(() => t?.close());

  it("ends the SSO session and its cookie, then SSO asks for the password again", async () => {
    const login = await submitLogin(t.app, { ...casLogin(user), service: SERVICE });
    ticketOf(login);
    const tgc = cookieOf(login, "CASTGC")?.value ?? "";
    expect(tgc).not.toBe("");

    const start = await t.app.inject({ url: "/api/logout/sso" });
    expect(start.statusCode).toBe(302);
    const casLogout = new URL(String(start.headers.location));
    expect(`${casLogout.origin}${casLogout.pathname}`).toBe(`${PUBLIC}/cas/logout`);
    expect(casLogout.searchParams.get("service")).toBe(LANDING);

    const out = await t.app.inject({
      url: `${casLogout.pathname}${casLogout.search}`,
      cookies: { CASTGC: tgc },
    });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(LANDING);
    const cleared = cookieOf(out, "CASTGC");
    expect(cleared?.value).toBe("");
    expect(cleared?.path).toBe("/cas");

    // "Log in again through SSO": the portal sends the browser to the CAS login. Even a browser
    // that still sent the old cookie gets the form, because the session behind it has ended.
    const sso = await t.app.inject({ url: "/api/login/sso" });
    const loginPage = new URL(String(sso.headers.location));
    const again = await openForm(t.app, loginPage.search, {}, { CASTGC: tgc });
    expect(again.res.statusCode).toBe(200);
    expect(again.res.headers.location).toBeUndefined();
    expect(again.res.body).toContain('type="password"');
  });

  it("follows no other URL of the portal's origin on logout", async () => {
    for (const service of [`${PUBLIC}/`, `${LANDING}?next=https://evil.com`, `${LANDING}/`]) {
      const res = await t.app.inject({
        url: `/cas/logout?service=${encodeURIComponent(service)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
    }
  });
});

describe("single logout, external CAS", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAS_BASE_URL: "https://sso.example.com/cas" } });
  });
  afterAll(() => t?.close());

  it("goes through that server's /logout, back to the portal's landing", async () => {
    const res = await t.app.inject({ url: "/api/logout/sso" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(
      `https://sso.example.com/cas/logout?service=${encodeURIComponent(LANDING)}`,
    );
  });
});
