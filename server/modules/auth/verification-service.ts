/**
 * The daily verification step (DESIGN.md §5): a 6-digit code from the CSPRNG, stored as an
 * HMAC, valid 2 minutes, single use, at most 5 wrong tries, resend limited. Passing it marks the
 * account verified for the Asia/Seoul day and hands out a one-time login code.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CodeChannel, CodeSendResult, CodeValidResult } from "../../contract";
import { resolveLocale, translate, type MessageKey } from "../../i18n";
import { ApiError, apiErrors } from "../../lib/api-error";
import { findPrimaryJob } from "../identity/company-repository";
import { findAccount, markVerified } from "../identity/account-repository";
import { audit, metaOf, type AuditEntry } from "../identity/audit";
import { verificationCodeMessage } from "./notify-messages";
import { hashShortSecret, randomDigits, sameDigest } from "../../lib/secrets";
import { issueLoginCode } from "./session-start";
import { revokeTemporaryTokens } from "./temporary-token-repository";
import {
  SECOND,
  VERIFICATION_CODE_MS,
  VERIFICATION_MAX_ATTEMPTS,
  seoulDay,
} from "../identity/time-rules";
import * as codes from "./verification-repository";

export const SEND_LIMITS: codes.SendLimits = { gapMs: 30 * SECOND, perHour: 5 };

/** 400 naming the `code` field, in the caller's locale. */
function codeError(request: FastifyRequest, messageKey: MessageKey): ApiError {
  const message = translate(resolveLocale(request), messageKey);
  return apiErrors.validation([{ path: "code", in: "body", message }], { messageKey });
}

export const noContactError = () =>
  new ApiError(400, "BAD_REQUEST", { messageKey: "auth.noContact" });

export async function sendCode(
  app: FastifyInstance,
  request: FastifyRequest,
  channel: CodeChannel,
): Promise<CodeSendResult> {
  const { accountId } = request.temporaryAuth;
  const now = app.clock.now();
  const account = await findAccount(app.db, accountId);
  const to = channel === "sms" ? account?.phone : account?.email;
  if (!account || !to || !app.notifier.supports(channel)) throw noContactError();

  const code = randomDigits(6);
  const created = await codes.createVerificationCode(
    app.db,
    {
      accountId,
      channel,
      codeHash: hashShortSecret(app.authKeys.codeKey, code),
      now,
      ttlMs: VERIFICATION_CODE_MS,
    },
    SEND_LIMITS,
  );
  if (!created.ok) {
    const seconds = Math.max(1, Math.ceil(created.retryAfterMs / 1000));
    await audit(app.db, app.log, metaOf(request), {
      event: "RATE_LIMITED",
      outcome: "DENIED",
      accountId,
      details: { action: "CODE_SEND", channel },
    });
    throw apiErrors.tooManyRequests(seconds, {
      messageKey: "auth.codeResendLimit",
      params: { seconds },
    });
  }
  try {
    await app.notifier.send(verificationCodeMessage(resolveLocale(request), channel, to, code));
  } catch (error) {
    await codes.deleteVerificationCode(app.db, created.id);
    throw error; // 500 INTERNAL_ERROR; the transport's error is logged, it holds no code
  }
  await audit(app.db, app.log, metaOf(request), {
    event: "CODE_SENT",
    outcome: "SUCCESS",
    accountId,
    details: { channel },
  });
  return { expiresAt: created.expiresAt.toISOString() };
}

export async function validateCode(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string,
): Promise<CodeValidResult> {
  const { accountId } = request.temporaryAuth;
  const now = app.clock.now();
  const fail = async (event: AuditEntry["event"], details: AuditEntry["details"] = {}) =>
    audit(app.db, app.log, metaOf(request), { event, outcome: "FAILURE", accountId, details });
  const locked = () => apiErrors.tooManyRequests(1, { messageKey: "auth.codeLocked" });

  const current = await codes.findCurrentCode(app.db, accountId);
  if (!current) {
    await fail("CODE_FAILED", { reason: "NO_CODE" });
    throw codeError(request, "auth.codeMismatch");
  }
  if (now.getTime() > current.expiresAt.getTime()) {
    await fail("CODE_EXPIRED");
    throw codeError(request, "auth.codeExpired");
  }
  if (current.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    await fail("CODE_LOCKED");
    throw locked();
  }
  const digest = hashShortSecret(app.authKeys.codeKey, code);
  if (!sameDigest(digest, current.codeHash)) {
    const attempts = await codes.recordWrongAttempt(app.db, current.id, VERIFICATION_MAX_ATTEMPTS);
    if (attempts === undefined) {
      await fail("CODE_LOCKED");
      throw locked();
    }
    await fail(attempts >= VERIFICATION_MAX_ATTEMPTS ? "CODE_LOCKED" : "CODE_FAILED", { attempts });
    throw codeError(request, "auth.codeMismatch");
  }
  if (!(await codes.consumeCode(app.db, current.id, now, VERIFICATION_MAX_ATTEMPTS))) {
    // Used, replaced or locked by a concurrent request between the read and now.
    await fail("CODE_FAILED", { reason: "RACE" });
    throw codeError(request, "auth.codeMismatch");
  }

  const job = await findPrimaryJob(app.db, accountId);
  if (!job) throw apiErrors.unauthorized();
  await markVerified(app.db, accountId, seoulDay(now));
  await revokeTemporaryTokens(app.db, accountId, now);
  const loginCode = await issueLoginCode(app, accountId, job.companyId);
  await audit(app.db, app.log, metaOf(request), {
    event: "CODE_VERIFIED",
    outcome: "SUCCESS",
    accountId,
    companyId: job.companyId,
  });
  return { code: loginCode };
}
