/** The embedded CAS login page: languages, the spec's messages, escaping. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../server/i18n";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  casLogin,
  SERVICE,
  TICKET,
  TWO_SERVICES,
  cookieOf,
  failLogin,
  openForm,
  submitLogin,
  ticketOf,
} from "../helpers/cas-helpers";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { CAS_SERVICES: TWO_SERVICES } });
  user = await createMember(t.app.db);
});
afterAll(() => t?.close());

const TITLES = {
  ko: "그룹 포털 통합 로그인",
  en: "Group Portal sign-in",
  zh: "集团门户统一登录",
  ja: "グループポータル統合ログイン",
} as const;

describe("GET /cas/login", () => {
  it.each(Object.entries(TITLES))("renders the form in %s", async (locale, title) => {
    for (const how of [
      { cookies: { locale } },
      { headers: { "accept-language": `${locale};q=0.9` } },
    ]) {
      const { res, lt, ltCookie } = await openForm(t.app, "", how.headers ?? {}, how.cookies ?? {});
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.body).toContain(`<html lang="${locale}">`);
      expect(res.body).not.toMatch(/<script|\son\w+=|style=/i); // CSP: nothing inline
      expect(lt).toMatch(/^LT-\d+-[A-Za-z0-9_-]{43}$/);
      expect(ltCookie).toBe(lt);
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("falls back to Korean and switches language with ?locale=, keeping the service", async () => {
    const { res } = await openForm(t.app);
    expect(res.body).toContain(TITLES.ko);
    const query = `?service=${encodeURIComponent(SERVICE)}`;
    const switched = await openForm(t.app, `${query}&locale=ja`, { "accept-language": "en" });
    expect(switched.res.body).toContain(TITLES.ja);
    expect(cookieOf(switched.res, "locale")?.value).toBe("ja");
    const link = `/cas/login?service=${encodeURIComponent(SERVICE)}&amp;locale=en`;
    expect(switched.res.body).toContain(`href="${link}"`);
    expect(switched.res.body).toContain(`name="service" value="${SERVICE}"`);
  });

  it("serves its stylesheet as a file", async () => {
    const res = await t.app.inject({ url: "/cas/assets/cas.css" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/css");
  });
});

describe("POST /cas/login", () => {
  it("signs in, sets the TGC and redirects to the service with a fresh ST-", async () => {
    const res = await submitLogin(t.app, { ...casLogin(user), service: SERVICE });
    expect(ticketOf(res)).toMatch(TICKET);
    const tgc = cookieOf(res, "CASTGC");
    expect(tgc).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/cas" });
    expect(tgc?.value).toMatch(/^TGT-[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(res, "CASLT")?.value).toBe(""); // the login ticket is gone
  });

  it("shows the three missing-field messages and the wrong-credentials message", async () => {
    const cases = [
      [{ username: "", password: "" }, "cas.idAndPasswordRequired", 400],
      [{ username: "  ", password: "x" }, "cas.idRequired", 400],
      [{ username: user.accountId }, "cas.passwordRequired", 400],
      [{ username: user.accountId, password: "Wrong!2345" }, "auth.wrongCredentials", 401],
      [{ username: "nobody", password: user.password }, "auth.wrongCredentials", 401],
    ] as const;
    for (const locale of ["en", "ko"] as const) {
      for (const [fields, key, status] of cases) {
        const { post, page } = await failLogin(t.app, fields, { cookies: { locale } });
        expect(post.statusCode).toBe(303); // post/redirect/get: the message comes with the GET
        expect(page.statusCode).toBe(status);
        expect(page.body).toContain(`role="alert">${translate(locale, key)}</p>`);
        expect(cookieOf(post, "CASTGC")).toBeUndefined();
      }
    }
    expect(translate("en", "auth.wrongCredentials")).toBe(
      "Check your ID or password and try again.",
    );
  });

  it("keeps the typed ID, escaped", async () => {
    const { page } = await failLogin(t.app, { username: `"><script>x</script>`, password: "" });
    expect(page.body).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(page.body).not.toContain("<script>");
  });
});
