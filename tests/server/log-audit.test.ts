/**
 * Log audit (issue 13, DESIGN.md §4 "no token, password or code ever appears in a log line"):
 * a realistic session runs against the app's own logger settings at trace level, and every
 * secret the session handled (passwords, their ciphertexts, verification codes, temporary
 * passwords, login codes, access/refresh/temporary tokens, CAS tickets and cookies) is looked
 * for in every line the app wrote.
 */
import { Writable } from "node:stream";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../server/lib/logger";
import { addJob, createCompany, createUser, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import * as auth from "../helpers/auth-support";
import { casLogin, cookieOf, SERVICE, submitLogin, ticketOf } from "../helpers/cas-helpers";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});
const secrets = new Set<string>();
const keep = (...values: unknown[]) => {
  for (const v of values) if (typeof v === "string" && v) secrets.add(v);
};
let t: TestApp;
let away: number;
let users: Record<"traveller" | "changer" | "forgetful", TestUser>;
beforeAll(async () => {
  t = await createTestApp({
    logger: { ...loggerOptions({ LOG_LEVEL: "trace" }), stream },
  });
  const db = t.app.db;
  const home = await createCompany(db);
  away = (await createCompany(db)).id;
  const member = () => createUser(db, { companyId: home.id });
  users = { traveller: await member(), changer: await member(), forgetful: await member() };
  await addJob(db, users.traveller, { companyId: away }); // to switch companies
});
afterAll(() => t?.close());

const result = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

/** Logs in with a password and the e-mailed code, as a person would; returns the token pair. */
async function passwordLogin(user: TestUser, password = user.password): Promise<auth.Pair> {
  keep(password, (await auth.encrypt(t.app, password)).ciphertext);
  const first = result(await auth.login(t.app, user, password));
  keep(first.temporaryToken, first.code);
  let code: string = first.code;
  if (first.next === "VERIFY") {
    result(await auth.sendCode(t.app, first.temporaryToken));
    const sent = await auth.lastMailboxMessage(t.app);
    keep(sent.code);
    // A mistyped code first: failed attempts are logged too.
    await auth.validCode(t.app, first.temporaryToken, sent.code === "000000" ? "111111" : "000000");
    code = result(await auth.validCode(t.app, first.temporaryToken, sent.code)).code;
    keep(code);
  }
  const pair: auth.Pair = result(await auth.exchange(t.app, code));
  keep(pair.accessToken, pair.refreshToken);
  return pair;
}

async function changePassword(pair: auth.Pair, current: string, next: string) {
  const a = await auth.encrypt(t.app, current);
  const b = await auth.encrypt(t.app, next);
  keep(current, next, a.ciphertext, b.ciphertext);
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/account/user/password",
    headers: auth.bearer(pair.accessToken),
    payload: { currentPassword: a.ciphertext, newPassword: b.ciphertext, keyId: a.keyId },
  });
  const changed = result(res);
  keep(changed.accessToken, changed.refreshToken);
}

describe("log audit", () => {
  it("a whole session leaves no password, code, token or ticket in any log line", async () => {
    // Password login with the daily code, a refresh, a company switch, a wrong password.
    const { traveller, changer, forgetful } = users;
    const pair = await passwordLogin(traveller);
    const next = result(await auth.refresh(t.app, pair.refreshToken));
    keep(next.accessToken, next.refreshToken);
    const switched = await t.app.inject({
      method: "POST",
      url: `/api/token/reissuance/${away}`,
      headers: auth.bearer(next.accessToken),
    });
    keep(result(switched).accessToken, result(switched).refreshToken);
    keep("Wrong!Guess99");
    expect((await auth.login(t.app, traveller, "Wrong!Guess99")).statusCode).toBe(401);

    // Password change, then a reset whose temporary password is used to log in.
    await changePassword(await passwordLogin(changer), changer.password, "Fresh!Pass42");
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/account/user/init-password",
      payload: { accountId: forgetful.accountId, name: forgetful.name },
    });
    result(reset);
    const temporary = (await auth.lastMailboxMessage(t.app)).code;
    await passwordLogin(forgetful, temporary);

    // CAS: the embedded login form, its ticket, the portal's callback and the one-time code.
    const form = await submitLogin(t.app, { ...casLogin(traveller), service: SERVICE });
    const ticket = ticketOf(form);
    keep(ticket, cookieOf(form, "CASTGC")?.value);
    const callback = await t.app.inject({
      url: `/api/token/cas?ticket=${encodeURIComponent(ticket)}`,
    });
    const location = String(callback.headers.location);
    const code = new URL(location, "http://x").searchParams.get("code") ?? undefined;
    expect(code, location).toBeTruthy();
    keep(code, ...Object.values(result(await auth.exchange(t.app, code ?? ""))));
    // A ticket replayed is refused, and its refusal is logged too.
    await t.app.inject({ url: `/cas/p3/serviceValidate?service=${SERVICE}&ticket=${ticket}` });

    const leaks: string[] = [];
    for (const secret of secrets) {
      const forms = [secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)];
      // Six-digit codes: only as a number of their own, not inside a timestamp.
      const found = /^\d{6}$/.test(secret)
        ? (l: string) => new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(l)
        : (l: string) => forms.some((f) => l.includes(f));
      for (const line of lines)
        if (found(line)) leaks.push(`${secret.slice(0, 12)}… in ${line.slice(0, 300)}`);
    }
    expect(leaks).toEqual([]);
    // The audit saw the session: request lines, with masked query secrets.
    expect(lines.length).toBeGreaterThan(50);
    expect(lines.some((l) => l.includes("/api/token/cas?ticket=[Redacted]"))).toBe(true);
    expect(secrets.size).toBeGreaterThan(20);
  });
});
