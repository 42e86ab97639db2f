/**
 * Password reset (temporary password to the registered channel only) and change (current +
 * new, both RSA-encrypted; ends every session of the account and returns a fresh pair).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type {
  CodeChannel,
  InitPasswordBody,
  InitPasswordResult,
  PasswordChangeBody,
  PasswordChangeResult,
} from "../../contract";
import { resolveLocale, translate, type MessageKey } from "../../i18n";
import { apiErrors } from "../../lib/api-error";
import { checkPassword } from "../../../shared/password-policy";
import { enforceRateLimits, refundRateLimit, type RateRule } from "../../lib/rate-limit";
import { revokeAccountFamilies } from "../identity/refresh-repository";
import { announceAccountFamiliesEnded } from "../../lib/node-cache";
import { issueTokenPair } from "../session/token-service";
import * as accounts from "../identity/account-repository";
import { audit, metaOf } from "../identity/audit";
import { unreadablePassword } from "./login-service";
import { temporaryPasswordMessage } from "./notify-messages";
import { hashPassword } from "../../db/password-hash";
import { matchesCurrentPassword } from "./password-check";
import { generateTemporaryPassword } from "./password-policy";
import { HOUR, MINUTE } from "../identity/time-rules";
import { noContactError } from "./verification-service";

export const RESET_ACCOUNT_RULE: RateRule = { name: "reset:account", limit: 3, windowMs: HOUR };
/** High on purpose: a whole office may share one address (the account rule stops abuse). */
export const RESET_IP_RULE: RateRule = { name: "reset:ip", limit: 100, windowMs: HOUR };
/** How long a temporary password from a reset can be used. */
export const TEMPORARY_PASSWORD_TTL_MS = 24 * HOUR;
export const CHANGE_RULE: RateRule = { name: "password:account", limit: 5, windowMs: 15 * MINUTE };

export async function initPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: InitPasswordBody,
): Promise<InitPasswordResult> {
  const meta = metaOf(request);
  const accountId = accounts.normalizeAccountId(body.accountId);
  await enforceRateLimits(app.db, app.clock.now(), [
    [RESET_ACCOUNT_RULE, accountId],
    [RESET_IP_RULE, request.ip],
  ]);
  const account = await accounts.findAccountByIdAndName(app.db, accountId, body.name);
  if (!account) {
    await audit(app.db, app.log, meta, { event: "PASSWORD_RESET", outcome: "FAILURE", accountId });
    throw apiErrors.notFound({ messageKey: "auth.userNotFound" });
  }
  // SMS first (spec: the mobile number is the primary channel), else e-mail.
  const [channel, to]: [CodeChannel, string | null] =
    account.phone && app.notifier.supports("sms")
      ? ["sms", account.phone]
      : ["email", account.email];
  if (!to || !app.notifier.supports(channel)) throw noContactError();

  const temporary = generateTemporaryPassword();
  const hash = await hashPassword(temporary);
  // Sent before it is stored: a failed delivery changes nothing. The message also tells the
  // owner that a reset was asked, so a reset by somebody else does not go unnoticed.
  await app.notifier.send(temporaryPasswordMessage(resolveLocale(request), channel, to, temporary));
  // The reset needs only ID and name, which the organisation chart shows to everyone: the
  // temporary password waits beside the current one (password-check.ts), and sessions stay.
  const expiresAt = new Date(app.clock.now().getTime() + TEMPORARY_PASSWORD_TTL_MS);
  await accounts.setPendingPassword(app.db, account.accountId, { hash, expiresAt });
  await audit(app.db, app.log, meta, {
    event: "PASSWORD_RESET",
    outcome: "SUCCESS",
    accountId: account.accountId,
    details: { channel },
  });
  return { sentTo: channel };
}

function fieldError(request: FastifyRequest, path: string, messageKey: MessageKey) {
  const message = translate(resolveLocale(request), messageKey);
  return apiErrors.validation([{ path, in: "body", message }], { messageKey });
}

export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: PasswordChangeBody,
): Promise<PasswordChangeResult> {
  const { accountId, companyId } = request.auth;
  const meta = metaOf(request);
  const now = app.clock.now();
  await enforceRateLimits(app.db, now, [[CHANGE_RULE, accountId]]);

  const current = await app.authKeys.decryptPassword(body.keyId, body.currentPassword);
  const next = await app.authKeys.decryptPassword(body.keyId, body.newPassword);
  if (current === null) throw unreadablePassword(request, "currentPassword");
  if (next === null) throw unreadablePassword(request, "newPassword");

  const account = await accounts.findAccount(app.db, accountId);
  if (!account) throw apiErrors.unauthorized();
  if (!(await matchesCurrentPassword(current, account.passwordHash))) {
    await audit(app.db, app.log, meta, {
      event: "PASSWORD_CHANGED",
      outcome: "FAILURE",
      accountId,
      companyId,
      details: { reason: "WRONG_CURRENT" },
    });
    // 400, not 401: a 401 would make the client drop the (valid) session.
    throw fieldError(request, "currentPassword", "auth.currentPasswordWrong");
  }
  await refundRateLimit(app.db, now, CHANGE_RULE, accountId); // only wrong guesses count
  const problem = checkPassword(next);
  if (problem === "common") throw fieldError(request, "newPassword", "auth.passwordCommon");
  if (problem) throw fieldError(request, "newPassword", "auth.passwordRules");
  if (next === current) throw fieldError(request, "newPassword", "auth.passwordSame");

  await accounts.updatePassword(app.db, accountId, {
    passwordHash: await hashPassword(next),
    initLogin: false,
    changedAt: now,
  });
  // Every session of the account ends (a thief's included); this device gets a new pair.
  await revokeAccountFamilies(app.db, accountId, now);
  await announceAccountFamiliesEnded(app.db, accountId);
  const { familyId: _familyId, ...pair } = await issueTokenPair(app, { accountId, companyId });
  await audit(app.db, app.log, meta, {
    event: "PASSWORD_CHANGED",
    outcome: "SUCCESS",
    accountId,
    companyId,
  });
  return { changedAt: now.toISOString(), ...pair };
}
