import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../server/db/schema";
import { checkPassword } from "../../shared/password-policy";
import { seoulDay } from "../../server/modules/identity/time-rules";
import { ManualClock } from "../../server/plugins/clock";
import { createCompany, createUser, TEST_PASSWORD, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  bearer,
  encrypt,
  exchange,
  lastMailboxMessage,
  login,
  refresh,
  skipVerification,
  type Pair,
} from "../helpers/auth-support";

const clock = new ManualClock(new Date("2026-09-01T02:00:00Z"));
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  companyId = (await createCompany(t.app.db)).id;
});
afterAll(() => t?.close());

/** A new user of the company; `account` overrides its name, contacts... */
const newUser = (account = {}) => createUser(t.app.db, { companyId, account });

async function session(who: TestUser): Promise<Pair> {
  await skipVerification(t.app, who, seoulDay(clock.now()));
  const first = await login(t.app, who);
  expect(first.statusCode).toBe(200);
  return (await exchange(t.app, first.json().result.code)).json().result;
}

async function change(accessToken: string, current: string, next: string, lang = "en") {
  const a = await encrypt(t.app, current);
  const b = await encrypt(t.app, next);
  return t.app.inject({
    method: "PUT",
    url: "/api/account/user/password",
    headers: { ...bearer(accessToken), "accept-language": lang },
    payload: { currentPassword: a.ciphertext, newPassword: b.ciphertext, keyId: a.keyId },
  });
}

const account = async (id: string) =>
  (await t.app.db.select().from(accounts).where(eq(accounts.accountId, id)))[0]!;

describe("password change", () => {
  it("checks the current password and the policy without ending the session", async () => {
    const pair = await session(await newUser());
    const wrong = await change(pair.accessToken, "Wrong!2345", "Fresh!Pass42");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().result[0].path).toBe("currentPassword");
    const weak = await change(pair.accessToken, TEST_PASSWORD, "short");
    expect(weak.json().message).toMatch(/^It violates the password rules/);
    expect(
      (await change(pair.accessToken, TEST_PASSWORD, "Password1!")).json().result[0].path,
    ).toBe("newPassword");
    expect((await change(pair.accessToken, TEST_PASSWORD, TEST_PASSWORD)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: "/api/login", headers: bearer(pair.accessToken) })).statusCode,
    ).toBe(200);
  });

  it("ends every old session and returns a working pair", async () => {
    const newbie = await newUser({ initLogin: true });
    const phone = await session(newbie);
    const laptop = await session(newbie);
    clock.advance(1000);
    const res = await change(phone.accessToken, TEST_PASSWORD, "Fresh!Pass42");
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Password Changed.");
    const result = res.json().result;
    expect(result.changedAt).toBe(clock.now().toISOString());
    for (const old of [phone, laptop]) {
      expect(
        (await t.app.inject({ url: "/api/login", headers: bearer(old.accessToken) })).statusCode,
      ).toBe(401);
      expect((await refresh(t.app, old.refreshToken)).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ url: "/api/login", headers: bearer(result.accessToken) })).statusCode,
    ).toBe(200);
    expect((await refresh(t.app, result.refreshToken)).statusCode).toBe(200);
    const row = await account(newbie.accountId);
    expect(row.initLogin).toBe(false);
    expect(row.passwordChangedAt).toEqual(clock.now());
    expect((await login(t.app, newbie, "Fresh!Pass42")).statusCode).toBe(200);
    expect((await login(t.app, newbie)).statusCode).toBe(401);
  });
});

describe("password reset", () => {
  it("sends a temporary password only to the registered phone, never in the answer", async () => {
    const user = await newUser({ name: "이서연" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/user/init-password",
      payload: { accountId: user.accountId, name: "이서연" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ sentTo: "sms" });
    const sent = await lastMailboxMessage(t.app);
    expect(sent.channel).toBe("sms");
    expect(checkPassword(sent.code)).toBeNull();
    expect(sent.text).toContain(sent.code);
    expect(res.body).not.toContain(sent.code);
    expect((await login(t.app, user, sent.code)).statusCode).toBe(200);
    expect((await account(user.accountId)).initLogin).toBe(true);
  });

  it("answers 404 for a wrong name, 400 without any channel, 429 when repeated", async () => {
    const post = (accountId: string, name: string, lang: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/account/user/init-password",
        headers: { "accept-language": lang },
        payload: { accountId, name },
      });
    const { accountId } = await newUser();
    const wrong = await post(accountId, "김철수", "en");
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("The user does not exist.");
    expect((await post(accountId, "김철수", "ja")).json().message).toBe("IDと氏名が一致しません。");
    const nobody = await newUser({ name: "오연락", phone: null, email: null });
    const none = await post(nobody.accountId, "오연락", "en");
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^There is no registered mobile phone number or email/);
    expect((await post(accountId, "김철수", "en")).statusCode).toBe(404); // 3rd within the hour
    const limited = await post(accountId, "김철수", "en");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});
