import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seoulDay } from "../../server/modules/identity/time-rules";
import { ManualClock } from "../../server/plugins/clock";
import { createCompany, createUser, type TestCompany, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  bearer,
  encrypt,
  exchange,
  lastMailboxMessage,
  login,
  sendCode,
  skipVerification,
  validCode,
} from "../helpers/auth-support";
import { claimsOf } from "../helpers/tokens";

const clock = new ManualClock(new Date("2026-03-02T01:00:00Z"));
let t: TestApp;
let company: TestCompany;
let demo: TestUser; // its contact details are asserted below
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  company = await createCompany(t.app.db);
  const account = { phone: "010-1234-5678", email: "gildong.hong@hanbit.example" };
  demo = await createUser(t.app.db, { companyId: company.id, account });
  const lastLoginAt = new Date("2026-03-01T00:00:00Z");
  other = await createUser(t.app.db, { companyId: company.id, account: { lastLoginAt } });
});
afterAll(() => t?.close());

describe("public key and login", () => {
  it("publishes an RSA-OAEP-256 key", async () => {
    const res = await t.app.inject({ url: "/api/account/public-key" });
    expect(res.json().result).toMatchObject({ alg: "RSA-OAEP-256", keyId: expect.any(String) });
  });

  it("asks for the daily code first (VERIFY), then logs in at once that day (DONE)", async () => {
    const first = await login(t.app, demo);
    expect(first.statusCode).toBe(200);
    const { next, temporaryToken } = first.json().result;
    expect(next).toBe("VERIFY");

    // Temporary tokens open the verification calls only.
    const contact = await t.app.inject({
      url: "/api/account/user/contact-info",
      headers: bearer(temporaryToken),
    });
    expect(contact.json().result).toEqual({ phone: "010-****-5678", email: "g***@hanbit.example" });
    const check = await t.app.inject({ url: "/api/login", headers: bearer(temporaryToken) });
    expect(check.statusCode).toBe(401);
    expect(check.json().code).toBe("UNAUTHORIZED");

    expect((await sendCode(t.app, temporaryToken, "sms")).statusCode).toBe(200);
    const sms = await lastMailboxMessage(t.app);
    expect(sms).toMatchObject({ channel: "sms", to: "010-1234-5678" });
    const valid = await validCode(t.app, temporaryToken, sms.code);
    expect(valid.statusCode).toBe(200);
    // Verification passed: the temporary token is over.
    const again = await t.app.inject({
      url: "/api/account/user/contact-info",
      headers: bearer(temporaryToken),
    });
    expect(again.statusCode).toBe(401);

    const pair = await exchange(t.app, valid.json().result.code);
    expect(pair.statusCode).toBe(200);
    expect(pair.json().result.expiresIn).toBe(900);
    expect(claimsOf(pair.json().result.accessToken)).toMatchObject({
      accountId: demo.accountId,
      companyId: company.id,
      authority: "USER",
    });

    const second = await login(t.app, demo.accountId.toUpperCase(), demo.password); // ids are case-insensitive
    expect(second.json().result.next).toBe("DONE");

    // The next Seoul day (00:00 KST = 15:00 UTC) asks again.
    clock.set(new Date("2026-03-02T15:00:00Z"));
    expect((await login(t.app, demo)).json().result.next).toBe("VERIFY");
  });

  it("exchanges a login code once, within 60 seconds", async () => {
    await skipVerification(t.app, other, seoulDay(clock.now()));
    const code = (await login(t.app, other)).json().result.code;
    expect((await exchange(t.app, code)).statusCode).toBe(200);
    const replay = await exchange(t.app, code);
    expect(replay.statusCode).toBe(401);

    const late = (await login(t.app, other)).json().result.code;
    clock.advance(61_000);
    expect((await exchange(t.app, late)).statusCode).toBe(401);
  });

  it("keeps the previous login time for the NEW badge", async () => {
    const { accounts } = await import("../../server/db/schema");
    const { eq } = await import("drizzle-orm");
    const read = async () =>
      (await t.app.db.select().from(accounts).where(eq(accounts.accountId, other.accountId)))[0]!;
    const before = await read();
    await skipVerification(t.app, other, seoulDay(clock.now()));
    await exchange(t.app, (await login(t.app, other)).json().result.code);
    const after = await read();
    expect(after.previousLoginAt).toEqual(before.lastLoginAt);
    expect(after.lastLoginAt).toEqual(clock.now());
  });
});

describe("wrong credentials", () => {
  it("answers 401 with the localized text, for wrong passwords and unknown ids alike", async () => {
    const wrong = await login(t.app, other, "Wrong!2345", { "accept-language": "en" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Check your ID or password and try again.",
      result: null,
    });
    const unknown = await login(t.app, "nobody-here", "Wrong!2345", { "accept-language": "en" });
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it("rejects a ciphertext that does not decrypt with 400, not as a guess", async () => {
    const { keyId } = await encrypt(t.app, "x");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/user/valid",
      payload: {
        accountId: demo.accountId,
        password: Buffer.from("garbage").toString("base64"),
        keyId,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().result[0].path).toBe("password");
  });

  it("limits failures per account and address: the 6th try within 15 minutes gets 429 + Retry-After", async () => {
    clock.set(new Date("2026-03-03T00:00:00Z")); // start of a window
    const other = await createUser(t.app.db, { companyId: company.id }); // no failures yet
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, other, "Wrong!2345")).statusCode).toBe(401);
    const limited = await login(t.app, other, undefined, { "accept-language": "en" }); // even the right password
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(
      "Too many failed sign-in attempts. Try again in 15 minutes.",
    );
    expect(limited.json().code).toBe("TOO_MANY_REQUESTS");
    expect(Number(limited.headers["retry-after"])).toBe(15 * 60);
    clock.advance(15 * 60_000);
    expect((await login(t.app, other)).statusCode).toBe(200);
  });
});
