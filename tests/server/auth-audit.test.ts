/**
 * DESIGN.md §4-5: no password, token, code or ciphertext in the audit trail or in any log
 * line. Runs every auth flow with real log capture, then scans both for the secrets used.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import { loggerOptions } from "../../server/lib/logger";
import { addJob, createCompany, createUser, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  bearer,
  encrypt,
  exchange,
  lastMailboxMessage,
  login,
  refresh,
  sendCode,
  validCode,
} from "../helpers/auth-support";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
let t: TestApp;
let user: TestUser; // with a job in a second company, to switch to
let away: number;
let other: TestUser; // whose password someone asks to reset
beforeAll(async () => {
  t = await createTestApp({
    logger: { ...loggerOptions({ LOG_LEVEL: "debug" }), stream },
  });
  const db = t.app.db;
  const home = await createCompany(db);
  away = (await createCompany(db)).id;
  user = await createUser(db, { companyId: home.id });
  await addJob(db, user, { companyId: away });
  other = await createUser(db, { companyId: home.id });
});
afterAll(() => t?.close());

describe("secrets stay out of the audit trail and the logs", () => {
  it("after login, verification, refresh, reuse, switch, password change and reset", async () => {
    const secrets: string[] = [user.password, "Wrong!2345", "Fresh!Pass42"];
    const keep = <T extends string>(s: T): T => (secrets.push(s), s);

    expect((await login(t.app, user, "Wrong!2345")).statusCode).toBe(401);
    const first = await login(t.app, user);
    const temporaryToken = keep(first.json().result.temporaryToken as string);
    await sendCode(t.app, temporaryToken);
    const code = keep((await lastMailboxMessage(t.app)).code);
    await validCode(t.app, temporaryToken, code === "000000" ? "111111" : "000000");
    const loginCode = keep(
      (await validCode(t.app, temporaryToken, code)).json().result.code as string,
    );
    const pair = (await exchange(t.app, loginCode)).json().result;
    keep(pair.accessToken);
    keep(pair.refreshToken);
    const next = (await refresh(t.app, pair.refreshToken)).json().result;
    keep(next.accessToken);
    keep(next.refreshToken);
    const used = (await refresh(t.app, next.refreshToken)).json().result;
    keep(used.accessToken);
    keep(used.refreshToken);
    // Reuse (the successor was used, so no grace replay): the family ends.
    await refresh(t.app, pair.refreshToken);

    const again = await exchange(t.app, (await login(t.app, user)).json().result.code);
    const session = again.json().result;
    keep(session.accessToken);
    keep(session.refreshToken);
    const switched = (
      await t.app.inject({
        method: "POST",
        url: `/api/token/reissuance/${away}`,
        headers: bearer(session.accessToken),
      })
    ).json().result;
    keep(switched.accessToken);
    const current = await encrypt(t.app, user.password);
    const fresh = await encrypt(t.app, "Fresh!Pass42");
    keep(current.ciphertext);
    keep(fresh.ciphertext);
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/account/user/password",
      headers: bearer(switched.accessToken),
      payload: {
        currentPassword: current.ciphertext,
        newPassword: fresh.ciphertext,
        keyId: current.keyId,
      },
    });
    expect(changed.statusCode).toBe(200);
    keep(changed.json().result.accessToken);
    await t.app.inject({ url: "/api/logout", headers: bearer(changed.json().result.accessToken) });
    await t.app.inject({
      method: "POST",
      url: "/api/account/user/init-password",
      payload: { accountId: other.accountId, name: other.name },
    });
    keep((await lastMailboxMessage(t.app)).code);

    const rows = await t.app.db.select().from(auditLog);
    const events = new Set(rows.map((r) => `${r.event}:${r.outcome}`));
    for (const e of [
      "LOGIN:FAILURE",
      "LOGIN:SUCCESS",
      "CODE_SENT:SUCCESS",
      "CODE_FAILED:FAILURE",
      "CODE_VERIFIED:SUCCESS",
      "TOKEN_ISSUED:SUCCESS",
      "TOKEN_REFRESHED:SUCCESS",
      "TOKEN_REUSE_DETECTED:DENIED",
      "COMPANY_SWITCH:SUCCESS",
      "PASSWORD_CHANGED:SUCCESS",
      "LOGOUT:SUCCESS",
      "PASSWORD_RESET:SUCCESS",
    ])
      expect(events).toContain(e);
    expect(rows.every((r) => r.ip !== null)).toBe(true);
    expect(lines.some((l) => l.includes("code delivered to local mailbox"))).toBe(true);

    const audit = JSON.stringify(rows);
    const logs = lines.join("\n");
    for (const secret of secrets) {
      // Six-digit codes: only as a number of their own (timestamps contain any digit run).
      const pattern = /^\d{6}$/.test(secret)
        ? new RegExp(`(?<!\\d)${secret}(?!\\d)`)
        : new RegExp(secret.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      expect(audit, `audit_log holds ${secret.slice(0, 6)}…`).not.toMatch(pattern);
      expect(logs, `a log line holds ${secret.slice(0, 6)}…`).not.toMatch(pattern);
    }
  });
});
