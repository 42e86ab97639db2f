/**
 * A password reset needs only an ID and a name, and the organisation chart shows both to every
 * employee. So a reset must never lock the owner out: the current password keeps working until
 * the temporary one is used, the temporary one expires after 24 hours, and the owner is told.
 * Also: stored hashes from before Argon2id are replaced at the next successful login.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../server/db/schema";
import { hashLegacyScrypt } from "../../server/db/legacy-scrypt";
import { ManualClock } from "../../server/plugins/clock";
import { createCompany, createUser, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { lastMailboxMessage, login } from "../helpers/auth-support";

const HOUR = 3_600_000;
const clock = new ManualClock(new Date("2026-09-01T02:00:00Z"));
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ clock });
  companyId = (await createCompany(t.app.db)).id;
});
afterAll(() => t?.close());

/** Every test resets the password of an account of its own. */
const newUser = () => createUser(t.app.db, { companyId });

async function reset({ accountId, name }: TestUser, lang = "ko") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/account/user/init-password",
    headers: { "accept-language": lang },
    payload: { accountId, name },
  });
  expect(res.statusCode, res.body).toBe(200);
  return lastMailboxMessage(t.app);
}

async function stored({ accountId }: TestUser) {
  const [row] = await t.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row;
}

const status = async (user: TestUser, password = user.password) =>
  (await login(t.app, user, password)).statusCode;

describe("a password reset never locks the owner out", () => {
  it("the current password keeps working after a reset someone else asked for", async () => {
    const user = await newUser();
    const sent = await reset(user);
    expect((await stored(user)).initLogin).toBe(false);
    expect(await status(user)).toBe(200);
    // The owner signed in with their own password: the reset they did not finish is dropped.
    expect(await status(user, sent.code)).toBe(401);
  });

  it("the temporary password, once used, replaces the current one and forces a change", async () => {
    const user = await newUser();
    const sent = await reset(user);
    expect(await status(user, sent.code)).toBe(200);
    expect((await stored(user)).initLogin).toBe(true);
    expect(await status(user)).toBe(401);
    expect(await status(user, sent.code)).toBe(200);
  });

  it("the temporary password expires after 24 hours; the current one still works", async () => {
    const user = await newUser();
    const sent = await reset(user);
    clock.advance(24 * HOUR + 60_000);
    expect(await status(user, sent.code)).toBe(401);
    expect(await status(user)).toBe(200);
  });

  it("the owner is told, on their own channel, that a reset was asked", async () => {
    const user = await newUser();
    const ko = await reset(user);
    expect(ko.text).toContain("초기화를 요청");
    expect(ko.text).toContain("24시간");
    clock.advance(2 * HOUR); // past the hourly reset limit of the account
    const en = await reset(user, "en");
    expect(en.text).toMatch(/Someone asked to reset your Group Portal password/);
    expect(en.text).toMatch(/your current password keeps working/);
  });
});

describe("password hashes move to Argon2id", () => {
  it("a legacy scrypt hash still logs in, and is replaced by Argon2id at that login", async () => {
    const user = await newUser();
    const legacy = await hashLegacyScrypt(user.password);
    await t.database.db
      .update(accounts)
      .set({ passwordHash: legacy })
      .where(eq(accounts.accountId, user.accountId));
    expect(await status(user, "Wrong!2345")).toBe(401);
    expect((await stored(user)).passwordHash).toBe(legacy); // a wrong password changes nothing
    expect(await status(user)).toBe(200);
    expect((await stored(user)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await status(user)).toBe(200);
  });
});
