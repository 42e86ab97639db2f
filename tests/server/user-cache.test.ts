/**
 * GET /api/user is read through the node's cache (gp_user, server/lib/node-cache.ts): the writes
 * that change a user's record announce it, so the next answer shows the change at once; a
 * revoked session fails at once although its token, family and record are all cached.
 * (Across two nodes: cache-nodes.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, TEST_PASSWORD, type TestUser } from "../helpers/factories";
import { bearer, encrypt } from "../helpers/auth-support";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { countQueries } from "../helpers/query-count";
import { createTestApp, type TestApp } from "../helpers/test-app";

interface UserRecord {
  lastLoginAt: string | null;
  lastPwdChanged: string;
  accountInfo: { locale: string };
}

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createMember(t.app.db);
});
afterAll(() => t?.close());

/** The record, after checking that this node answers it from its cache (no round trip). */
async function cachedRecord(caller: Caller): Promise<UserRecord> {
  resultOf(await caller.get("/api/user"));
  const counter = countQueries(t.database);
  const record = resultOf<UserRecord>(await caller.get("/api/user"));
  counter.stop();
  expect(counter.count).toBe(0);
  return record;
}

describe("the cached GET /api/user", () => {
  it("shows a new locale on the next request", async () => {
    const member = await signIn(t.app, user);
    expect((await cachedRecord(member)).accountInfo.locale).not.toBe("ja");
    resultOf(await member.get("/api/setLocale?locale=ja"));
    expect(resultOf<UserRecord>(await member.get("/api/user")).accountInfo.locale).toBe("ja");
  });

  it("moves lastLoginAt of an open session when the account logs in again", async () => {
    const phone = await signIn(t.app, user);
    const before = (await cachedRecord(phone)).lastLoginAt;
    await signIn(t.app, user); // on another device
    const after = resultOf<UserRecord>(await phone.get("/api/user")).lastLoginAt;
    expect(after).not.toBe(before);
  });

  it("ends the session at once on a password change; the new one shows the new date", async () => {
    const member = await signIn(t.app, user);
    const before = (await cachedRecord(member)).lastPwdChanged;
    const current = await encrypt(t.app, TEST_PASSWORD);
    const next = await encrypt(t.app, "Fresh!Pass42");
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/account/user/password",
      headers: bearer(member.accessToken),
      payload: {
        currentPassword: current.ciphertext,
        newPassword: next.ciphertext,
        keyId: current.keyId,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await member.get("/api/user")).statusCode).toBe(401);
    const fresh = await signIn(t.app, { accountId: user.accountId, password: "Fresh!Pass42" });
    expect(resultOf<UserRecord>(await fresh.get("/api/user")).lastPwdChanged).not.toBe(before);
  });

  it("refuses a logged-out session at once though its token, family and record are cached", async () => {
    const member = await signIn(t.app, { accountId: user.accountId, password: "Fresh!Pass42" });
    await cachedRecord(member);
    expect((await member.get("/api/logout")).statusCode).toBe(200);
    expect((await member.get("/api/user")).statusCode).toBe(401);
  });
});
