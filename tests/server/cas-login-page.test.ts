/**
 * The embedded CAS login page beside the app: links to the app's password reset and login, the
 * app's colours and icon, and post/redirect/get after a failed login (Back never meets a POST).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate, type Locale } from "../../server/i18n";
import { LOGIN_ACCOUNT_ADDRESS_RULE } from "../../server/modules/auth/login-service";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  SERVICE,
  casLogin,
  cookieOf,
  failLogin,
  followFailure,
  openForm,
} from "../helpers/cas-helpers";
import { createMember, type TestUser } from "../helpers/factories";

let t: TestApp;
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createMember(t.app.db);
  other = await createMember(t.app.db);
});
afterAll(() => t?.close());

const LOCALES: Locale[] = ["ko", "en", "zh", "ja"];

describe("links to the app", () => {
  it.each(LOCALES)("offers the app's password reset and its own login in %s", async (locale) => {
    const { res } = await openForm(t.app, "", {}, { locale });
    const reset = translate(locale, "cas.forgotPassword");
    const appLogin = translate(locale, "cas.appLogin");
    expect(res.body).toContain(`<a href="/login?step=reset">${reset}</a>`);
    expect(res.body).toContain(`<a href="/login">${appLogin}</a>`);
  });
});

/** `--name: value` declarations of a CSS block, e.g. of `:root` in global.css. */
function tokens(css: string): Map<string, string> {
  return new Map([...css.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

describe("the app's look", () => {
  it("uses the app's colours, light and dark, and its icon", async () => {
    const global = readFileSync(new URL("../../src/styles/global.css", import.meta.url), "utf8");
    const [light, dark] = global.split("@media (prefers-color-scheme: dark)");
    const css = (await t.app.inject({ url: "/cas/assets/cas.css" })).body;
    const [casLight, casDark] = css.split("@media (prefers-color-scheme: dark)");
    for (const name of ["--color-bg", "--color-surface", "--color-text", "--color-primary"]) {
      expect(tokens(casLight ?? "").get(name), name).toBe(tokens(light ?? "").get(name));
      expect(tokens(casDark ?? "").get(name), `dark ${name}`).toBe(tokens(dark ?? "").get(name));
    }
    const { res } = await openForm(t.app);
    expect(res.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(res.body).toContain('<meta name="color-scheme" content="light dark">');
  });
});

describe("post/redirect/get after a failed login", () => {
  const service = `?service=${encodeURIComponent(SERVICE)}`;

  it("answers 303 to the form, which shows the message and the ID, once", async () => {
    const fields = { username: user.accountId, password: "Wrong!2345", service: SERVICE };
    const { post, page } = await failLogin(t.app, fields, { cookies: { locale: "en" } });
    expect(post.statusCode).toBe(303);
    const location = String(post.headers.location);
    expect(location.startsWith(`/cas/login${service}&`)).toBe(true);
    expect(location).not.toContain("Wrong");
    expect(location).not.toContain(user.accountId); // neither the password nor the ID in the URL
    expect(post.body).toBe("");

    expect(page.statusCode).toBe(401);
    expect(page.body).toContain(`role="alert">${translate("en", "auth.wrongCredentials")}</p>`);
    expect(page.body).toContain(`name="username" type="text" value="${user.accountId}"`);
    expect(page.body).toContain(`name="service" value="${SERVICE}"`);
    // The form carries the login ticket whose cookie the 303 set: it can be posted as is.
    const lt = /name="lt" value="([^"]+)"/.exec(page.body)?.[1];
    expect(lt).toBe(cookieOf(post, "CASLT")?.value);

    // Shown once: a reload (or Back to it later) is the plain form with a fresh ticket.
    const again = await t.app.inject({ url: location, cookies: { CASLT: lt ?? "" } });
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toContain('role="alert"');
    expect(again.body).toContain('name="username" type="text" value=""');
  });

  it("shows nothing to a browser without the failed form's cookie", async () => {
    const { post } = await failLogin(t.app, { username: user.accountId, password: "Wrong!2345" });
    const elsewhere = await t.app.inject({ url: String(post.headers.location) });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).not.toContain('role="alert"');
    expect(elsewhere.body).not.toContain(`value="${user.accountId}"`);
  });

  it("redirects the missing-field, expired-form and rate-limit failures too", async () => {
    const missing = await failLogin(t.app, { username: user.accountId });
    expect(missing.post.statusCode).toBe(303);
    expect(missing.page.statusCode).toBe(400);
    expect(missing.page.body).toContain(translate("ko", "cas.passwordRequired"));

    const form = await openForm(t.app);
    const stale = await t.app.inject({
      method: "POST",
      url: "/cas/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      cookies: { CASLT: form.ltCookie },
      payload: new URLSearchParams({ ...casLogin(user), lt: "LT-1-x" }).toString(),
    });
    expect(stale.statusCode).toBe(303);
    const expired = await followFailure(t.app, stale);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain(translate("ko", "cas.formExpired"));

    const fields = { username: other.accountId, password: "Nope!2345" };
    for (let i = 0; i < LOGIN_ACCOUNT_ADDRESS_RULE.limit; i++) await failLogin(t.app, fields);
    const limited = await failLogin(t.app, fields);
    expect(limited.post.statusCode).toBe(303);
    expect(limited.post.headers["retry-after"]).toBeUndefined(); // it would delay the redirect
    expect(limited.page.statusCode).toBe(429);
    expect(Number(limited.page.headers["retry-after"])).toBeGreaterThan(0);
  });
});
