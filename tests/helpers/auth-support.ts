/**
 * Helpers of the auth test suites: encrypt a password like the browser does (RSA-OAEP with
 * SHA-256 over the published SPKI), run the login flow, read codes from the demo mailbox.
 */
import { constants, createPublicKey, publicEncrypt } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { accounts } from "../../server/db/schema";
import { eq } from "drizzle-orm";
import { seoulDay } from "../../server/modules/identity/time-rules";

export const DEMO_PASSWORD = "Demo!2345";

/** Who logs in: a demo account of the seed by id, or a factory user (tests/helpers/factories). */
export type Who = string | { accountId: string; password: string };

export const credentialsOf = (who: Who) =>
  typeof who === "string" ? { accountId: who, password: DEMO_PASSWORD } : who;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function publicKey(app: FastifyInstance): Promise<{ keyId: string; spki: string }> {
  const res = await app.inject({ url: "/api/account/public-key" });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

/** RSA-OAEP with SHA-256 over the published SPKI (base64 DER), as the login form encrypts. */
export function encryptWith(spki: string, plain: string): string {
  const key = createPublicKey({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(plain, "utf8"),
  ).toString("base64");
}

export async function encrypt(app: FastifyInstance, plain: string) {
  const { keyId, spki } = await publicKey(app);
  return { keyId, ciphertext: encryptWith(spki, plain) };
}

/** POST /api/account/user/valid; the password defaults to the one `who` was created with. */
export async function login(
  app: FastifyInstance,
  who: Who,
  password = credentialsOf(who).password,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { accountId } = credentialsOf(who);
  const { keyId, ciphertext } = await encrypt(app, password);
  return app.inject({
    method: "POST",
    url: "/api/account/user/valid",
    headers,
    payload: { accountId, password: ciphertext, keyId },
  });
}

/** The newest demo mailbox message (demo mode delivers there). */
export async function lastMailboxMessage(app: FastifyInstance) {
  const res = await app.inject({ url: "/dev/outbox" });
  expect(res.statusCode).toBe(200);
  return res.json().result[0] as { channel: string; to: string; text: string; code: string };
}

export async function sendCode(app: FastifyInstance, temporaryToken: string, channel = "email") {
  return app.inject({
    method: "POST",
    url: "/api/account/authentication/code/send",
    headers: bearer(temporaryToken),
    payload: { channel },
  });
}

export async function validCode(app: FastifyInstance, temporaryToken: string, code: string) {
  return app.inject({
    method: "POST",
    url: "/api/account/authentication/code/valid",
    headers: bearer(temporaryToken),
    payload: { code },
  });
}

export async function exchange(app: FastifyInstance, code: string) {
  return app.inject({ method: "POST", url: "/api/account/token", payload: { code } });
}

export async function refresh(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: "POST",
    url: "/api/token/reissuance",
    headers: { refreshtoken: refreshToken },
    payload: { refresh_token: refreshToken },
  });
}

export interface Pair {
  accessToken: string;
  refreshToken: string;
}

/** The whole flow: login, code by e-mail (read from the demo mailbox), exchange. */
export async function fullLogin(app: FastifyInstance, who: Who = "demo"): Promise<Pair> {
  const first = await login(app, who);
  expect(first.statusCode).toBe(200);
  let loginCode: string = first.json().result.code;
  if (first.json().result.next === "VERIFY") {
    const temporaryToken: string = first.json().result.temporaryToken;
    expect((await sendCode(app, temporaryToken)).statusCode).toBe(200);
    const valid = await validCode(app, temporaryToken, (await lastMailboxMessage(app)).code);
    expect(valid.statusCode).toBe(200);
    loginCode = valid.json().result.code;
  }
  const pair = await exchange(app, loginCode);
  expect(pair.statusCode).toBe(200);
  return pair.json().result;
}

/** A session of an account already verified today (login answers DONE at once), by the app clock. */
export async function verifiedLogin(
  app: FastifyInstance,
  clock: { now(): Date },
  who: Who = "demo",
): Promise<Pair> {
  await skipVerification(app, who, seoulDay(clock.now()));
  const res = await exchange(app, (await login(app, who)).json().result.code);
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

/** Marks the account verified on `day`, so a login that day answers DONE at once. */
export async function skipVerification(app: FastifyInstance, who: Who, day: string) {
  await app.db
    .update(accounts)
    .set({ lastVerifiedDay: day })
    .where(eq(accounts.accountId, credentialsOf(who).accountId));
}
