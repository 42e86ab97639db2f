/**
 * ID/password login (POST /api/account/user/valid): decrypt, rate-limit, verify, then
 * startSession. Attempts are counted per account and per address BEFORE the hash is checked
 * (and given back on success), so parallel guesses cannot overtake the counter.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { LoginValidBody, LoginValidResult } from "../../contract";
import { resolveLocale, translate } from "../../i18n";
import type { ApiError } from "../../lib/api-error";
import { apiErrors } from "../../lib/api-error";
import { enforceRateLimits, refundRateLimit, type RateRule } from "../../lib/rate-limit";
import { findAccount, normalizeAccountId } from "../identity/account-repository";
import { audit, metaOf } from "../identity/audit";
import { checkAccountPassword } from "./password-check";
import { hashPassword, verifyPassword } from "../../db/password-hash";
import { startSession } from "./session-start";
import { MINUTE } from "../identity/time-rules";

/*
 * Failed logins are limited three ways, so that no single key is both a guessing budget and a
 * lock on innocent people: a small budget per account and address (one person's typos), a larger
 * one per account (guessing from many addresses), and a high ceiling per address, because behind
 * an office NAT or a balancer without TRUST_PROXY a whole company shares one address.
 */
export const LOGIN_ACCOUNT_ADDRESS_RULE: RateRule = {
  name: "login:account-ip",
  limit: 5,
  windowMs: 15 * MINUTE,
};
export const LOGIN_ACCOUNT_RULE: RateRule = {
  name: "login:account",
  limit: 20,
  windowMs: 15 * MINUTE,
};
export const LOGIN_IP_RULE: RateRule = { name: "login:ip", limit: 300, windowMs: 15 * MINUTE };

/** The counters one login attempt uses; the CAS form shares them (same password, same budget). */
export function loginRateChecks(accountId: string, ip: string) {
  return [
    [LOGIN_ACCOUNT_ADDRESS_RULE, `${accountId}|${ip}`],
    [LOGIN_ACCOUNT_RULE, accountId],
    [LOGIN_IP_RULE, ip],
  ] as const;
}

/** Passwords longer than this are no passwords of this system; refuse before hashing. */
const MAX_PLAINTEXT = 128;

/** A hash to verify against when the account does not exist, so timing reveals nothing. */
let decoyHash: Promise<string> | undefined;

/** 400 naming the password field: the form must fetch the current key and encrypt again. */
export function unreadablePassword(request: FastifyRequest, field: string): ApiError {
  const message = translate(resolveLocale(request), "auth.passwordUnreadable");
  return apiErrors.validation([{ path: field, in: "body", message }], {
    messageKey: "auth.passwordUnreadable",
  });
}

export async function loginWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: LoginValidBody,
): Promise<LoginValidResult> {
  const accountId = normalizeAccountId(body.accountId);
  const now = app.clock.now();
  const meta = metaOf(request);
  const checks = loginRateChecks(accountId, request.ip);
  await enforceRateLimits(app.db, now, checks, {
    messageKey: "auth.loginLimited",
    onLimited: (rules) =>
      audit(app.db, app.log, meta, {
        event: "RATE_LIMITED",
        outcome: "DENIED",
        accountId,
        details: { action: "LOGIN", rules: rules.join(",") },
      }),
  });
  const refund = () =>
    Promise.all(checks.map(([rule, key]) => refundRateLimit(app.db, now, rule, key)));

  const password = await app.authKeys.decryptPassword(body.keyId, body.password);
  if (password === null || password.length > MAX_PLAINTEXT) {
    await refund(); // not a guess: a stale key or a broken client
    throw unreadablePassword(request, "password");
  }

  const account = await findAccount(app.db, accountId);
  decoyHash ??= hashPassword("decoy password, never valid");
  const valid = account
    ? (await checkAccountPassword(app.db, account, password, now)) !== null
    : await verifyPassword(password, await decoyHash);
  if (!account || !valid) {
    await audit(app.db, app.log, meta, {
      event: "LOGIN",
      outcome: "FAILURE",
      accountId,
      details: { method: "password", reason: account ? "WRONG_PASSWORD" : "UNKNOWN_ACCOUNT" },
    });
    throw apiErrors.unauthorized({ messageKey: "auth.wrongCredentials" });
  }
  await refund();
  return startSession(app, account.accountId, { ...meta, method: "password" });
}
