import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, appLoginStates } from "../../server/db/schema";
import { seoulDay } from "../../server/modules/identity/time-rules";
import { addJob, createCompany, createUser, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  bearer,
  exchange,
  login,
  refresh,
  skipVerification,
  type Pair,
} from "../helpers/auth-support";
import { claimsOf } from "../helpers/tokens";

let t: TestApp;
let home: number;
let away: number;
let demo: TestUser; // a job in `home` (primary) and one in `away`
let solo: TestUser; // `away` only
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  [home, away] = [(await createCompany(db)).id, (await createCompany(db)).id];
  demo = await createUser(db, { companyId: home });
  await addJob(db, demo, { companyId: away });
  solo = await createUser(db, { companyId: away });
});
afterAll(() => t?.close());

async function session(who: TestUser = demo): Promise<Pair> {
  await skipVerification(t.app, who, seoulDay(new Date()));
  return (await exchange(t.app, (await login(t.app, who)).json().result.code)).json().result;
}

const post = (url: string, accessToken: string) =>
  t.app.inject({ method: "POST", url, headers: bearer(accessToken) });

describe("companies", () => {
  it("lists the caller's companies for access and temporary tokens", async () => {
    const pair = await session();
    const res = await t.app.inject({
      url: "/api/login/company",
      headers: bearer(pair.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().result.map((c: { companyId: number }) => c.companyId);
    expect(ids).toEqual([home, away]);
    expect(res.json().result[0]).toMatchObject({
      companyCode: expect.any(String),
      companyName: expect.any(String),
    });

    await skipVerification(t.app, solo, "2000-01-01");
    const temporaryToken = (await login(t.app, solo)).json().result.temporaryToken;
    const viaTemporary = await t.app.inject({
      url: "/api/login/company",
      headers: bearer(temporaryToken),
    });
    expect(viaTemporary.json().result.map((c: { companyId: number }) => c.companyId)).toEqual([
      away,
    ]);
  });

  it("refuses a switch into a company without a job (403), keeping the session", async () => {
    const pair = await session();
    const res = await post("/api/token/reissuance/999", pair.accessToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("FORBIDDEN");
    expect(
      (await t.app.inject({ url: "/api/login", headers: bearer(pair.accessToken) })).statusCode,
    ).toBe(200);
  });

  it("switches home -> away with a pair scoped to away and ends the old one (web and app paths)", async () => {
    for (const path of [`/api/token/reissuance/${away}`, `/api/native/change-company/${away}`]) {
      const pair = await session();
      expect(claimsOf(pair.accessToken).companyId).toBe(home);
      const res = await post(path, pair.accessToken);
      expect(res.statusCode).toBe(200);
      const next: Pair = res.json().result;
      expect(claimsOf(next.accessToken)).toMatchObject({
        accountId: demo.accountId,
        companyId: away,
      });
      const check = await t.app.inject({ url: "/api/login", headers: bearer(next.accessToken) });
      expect(check.json().result).toMatchObject({ companyId: away, valid: true });
      expect(
        (await t.app.inject({ url: "/api/login", headers: bearer(pair.accessToken) })).statusCode,
      ).toBe(401);
      expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
      const renewed = await refresh(t.app, next.refreshToken);
      expect(claimsOf(renewed.json().result.accessToken).companyId).toBe(away);
    }
  });

  it("stores the app login state only for the caller's own account and company", async () => {
    const pair = await session();
    const put = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: "/api/internal/appLoginUpdate",
        headers: bearer(pair.accessToken),
        payload,
      });
    const mine = { accountId: demo.accountId, appLoginYn: "Y", companyId: home };
    expect((await put({ ...mine, accountId: solo.accountId })).statusCode).toBe(403);
    expect((await put({ ...mine, companyId: away })).statusCode).toBe(403);
    const res = await put(mine);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({});
    const [row] = await t.app.db
      .select()
      .from(appLoginStates)
      .where(and(eq(appLoginStates.accountId, demo.accountId), eq(appLoginStates.companyId, home)));
    expect(row?.appLoggedIn).toBe(true);
  });
});

describe("locale", () => {
  it("sets the cookie before login and answers in the new language", async () => {
    const res = await t.app.inject({ url: "/api/setLoginLocale?locale=ja" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ locale: "ja" });
    expect(res.json().message).toBe("正常に処理されました。");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^locale=ja;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect((await t.app.inject({ url: "/api/setLoginLocale?locale=fr" })).statusCode).toBe(400);
  });

  it("stores the account's locale when logged in, and needs the access token", async () => {
    expect((await t.app.inject({ url: "/api/setLocale?locale=en" })).statusCode).toBe(401);
    const pair = await session();
    const res = await t.app.inject({
      url: "/api/setLocale?locale=zh",
      headers: bearer(pair.accessToken),
    });
    expect(res.json().result).toEqual({ locale: "zh" });
    expect(String(res.headers["set-cookie"])).toMatch(/^locale=zh;/);
    const [row] = await t.app.db
      .select()
      .from(accounts)
      .where(eq(accounts.accountId, demo.accountId));
    expect(row?.locale).toBe("zh");
  });
});
