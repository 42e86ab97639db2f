import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verificationCodes } from "../../server/db/schema";
import { ManualClock } from "../../server/plugins/clock";
import { createCompany, createUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  bearer,
  exchange,
  lastMailboxMessage,
  login,
  sendCode,
  validCode,
} from "../helpers/auth-support";

const clock = new ManualClock(new Date("2026-05-10T00:00:00Z"));
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  companyId = (await createCompany(t.app.db)).id;
});
afterAll(() => t?.close());

/** A new user of the company (no code sent or tried yet); `account` overrides its contacts. */
const newUser = (account = {}) => createUser(t.app.db, { companyId, account });

/** A new user's temporary token and freshly sent e-mail code, an hour after the previous test. */
async function startVerification() {
  clock.advance(3_600_000);
  const user = await newUser();
  const temporaryToken: string = (await login(t.app, user)).json().result.temporaryToken;
  const sent = await sendCode(t.app, temporaryToken);
  expect(sent.statusCode).toBe(200);
  return { user, temporaryToken, code: (await lastMailboxMessage(t.app)).code, sent };
}

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => (code === "000000" ? "111111" : "000000");

describe("verification code", () => {
  beforeEach(() => {
    clock.set(clock.now().getTime() + 24 * 3_600_000); // a new Seoul day: VERIFY again
  });

  it("is 6 digits, expires 2 minutes after sending and answers in the caller's locale", async () => {
    const { sent, code } = await startVerification();
    expect(code).toMatch(/^\d{6}$/);
    expect(new Date(sent.json().result.expiresAt).getTime()).toBe(clock.now().getTime() + 120_000);
    expect(sent.json().message).toBe("인증번호가 발송되었습니다.");
  });

  it("is accepted 119 s after sending", async () => {
    const { temporaryToken, code } = await startVerification();
    clock.advance(119_000);
    const res = await validCode(t.app, temporaryToken, code);
    expect(res.statusCode).toBe(200);
    expect((await exchange(t.app, res.json().result.code)).statusCode).toBe(200);
    // single use
    expect((await validCode(t.app, temporaryToken, code)).statusCode).toBe(401);
  });

  it("is rejected 121 s after sending with the expiry text", async () => {
    const { temporaryToken, code } = await startVerification();
    clock.advance(121_000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/authentication/code/valid",
      headers: { ...bearer(temporaryToken), "accept-language": "en" },
      payload: { code },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "The authentication time has expired. Complete verification in 2 minutes.",
    );
  });

  it("fails even with the right code after the 5th wrong try", async () => {
    const { temporaryToken, code } = await startVerification();
    for (let i = 0; i < 5; i++) {
      const wrong = await validCode(t.app, temporaryToken, otherThan(code));
      expect(wrong.statusCode).toBe(400);
    }
    const right = await validCode(t.app, temporaryToken, code);
    expect(right.statusCode).toBe(429);
    // A new code starts over.
    clock.advance(30_000);
    expect((await sendCode(t.app, temporaryToken)).statusCode).toBe(200);
    const fresh = (await lastMailboxMessage(t.app)).code;
    expect((await validCode(t.app, temporaryToken, fresh)).statusCode).toBe(200);
  });

  it("never counts past 5 tries nor lets one of 50 parallel wrong codes through", async () => {
    const { user, temporaryToken, code } = await startVerification();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => validCode(t.app, temporaryToken, otherThan(code))),
    );
    expect(results.every((r) => r.statusCode === 400 || r.statusCode === 429)).toBe(true);
    expect(results.filter((r) => r.statusCode === 400).length).toBe(5);
    const rows = await t.app.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.accountId, user.accountId));
    expect(Math.max(...rows.map((r) => r.attempts))).toBe(5);
    expect((await validCode(t.app, temporaryToken, code)).statusCode).toBe(429);
  });

  it("is replaced by a new send, and resends are limited (30 s apart, 5 an hour)", async () => {
    const { temporaryToken, code: first } = await startVerification();
    const tooSoon = await sendCode(t.app, temporaryToken);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers["retry-after"])).toBe(30);
    for (let i = 0; i < 4; i++) {
      clock.advance(30_000);
      expect((await sendCode(t.app, temporaryToken)).statusCode).toBe(200);
    }
    const latest = (await lastMailboxMessage(t.app)).code;
    clock.advance(30_000);
    const sixth = await sendCode(t.app, temporaryToken);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBe(3600 - 150);
    // The first code was revoked by the second send (unless the CSPRNG repeated it).
    if (first !== latest)
      expect((await validCode(t.app, temporaryToken, first)).statusCode).toBe(400);
    expect((await validCode(t.app, temporaryToken, latest)).statusCode).toBe(200);
  });

  it("says so when no channel is registered", async () => {
    clock.advance(3_600_000);
    const nobody = await newUser({ phone: null, email: null });
    const temporaryToken = (await login(t.app, nobody)).json().result.temporaryToken;
    const contact = await t.app.inject({
      url: "/api/account/user/contact-info",
      headers: bearer(temporaryToken),
    });
    expect(contact.json().result).toEqual({ phone: null, email: null });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/account/authentication/code/send",
      headers: { ...bearer(temporaryToken), "accept-language": "en" },
      payload: { channel: "sms" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^There is no registered mobile phone number or email/);
  });

  it("accepts only temporary tokens, which end after 5 minutes", async () => {
    clock.advance(3_600_000);
    const temporaryToken = (await login(t.app, await newUser())).json().result.temporaryToken;
    clock.advance(5 * 60_000 + 1);
    const res = await t.app.inject({
      url: "/api/account/user/contact-info",
      headers: bearer(temporaryToken),
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/account/user/contact-info" })).statusCode).toBe(401);
  });
});
