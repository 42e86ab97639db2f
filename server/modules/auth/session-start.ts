/**
 * What every successful authentication (ID/password here, CAS ticket in server/cas) leads to
 * (DESIGN.md §5): an account that has not passed today's verification code (Asia/Seoul day)
 * gets a 5-minute temporary token for the code calls; otherwise a one-time login code (60 s)
 * that the page exchanges by POST /api/account/token. Tokens never travel in a URL.
 *
 *   const result = await startSession(app, accountId, { ...metaOf(request), method: "cas" });
 *   // result.next === "VERIFY" ? `/login?temporaryToken=${...}` : `/loginSuccess?code=${...}`
 */
import type { FastifyInstance } from "fastify";
import type { LoginValidResult } from "../../contract";
import { ApiError } from "../../lib/api-error";
import { TEMPORARY_TOKEN_PREFIX } from "../../plugins/auth";
import { findPrimaryJob } from "../identity/company-repository";
import { findAccount } from "../identity/account-repository";
import { audit, type RequestMeta } from "../identity/audit";
import { insertLoginCode } from "../identity/login-code-repository";
import { hashSecret, randomToken } from "../../lib/secrets";
import { insertTemporaryToken } from "./temporary-token-repository";
import { LOGIN_CODE_MS, TEMPORARY_TOKEN_MS, seoulDay } from "../identity/time-rules";

export interface SessionMeta extends RequestMeta {
  /** How the user proved who they are (kept in the audit trail). */
  method: "password" | "cas";
}

/**
 * Why no session could start; `reason` matches the /login?error= values of the client
 * (src/features/auth/login-messages.ts), so the CAS callback can pass it on.
 */
export class SessionStartError extends ApiError {
  constructor(readonly reason: "UNKNOWN_ACCOUNT" | "ACCOUNT_LOCKED") {
    super(401, "UNAUTHORIZED", {
      messageKey: reason === "ACCOUNT_LOCKED" ? "auth.accountLocked" : "auth.wrongCredentials",
    });
    this.name = "SessionStartError";
  }
}

/** Issues a one-time login code for (account, company); returns the plain code. */
export async function issueLoginCode(
  app: FastifyInstance,
  accountId: string,
  companyId: number,
): Promise<string> {
  const code = randomToken("lc_");
  const expiresAt = new Date(app.clock.now().getTime() + LOGIN_CODE_MS);
  await insertLoginCode(app.db, { codeHash: hashSecret(code), accountId, companyId, expiresAt });
  return code;
}

export async function startSession(
  app: FastifyInstance,
  accountId: string,
  meta: SessionMeta,
): Promise<LoginValidResult> {
  const now = app.clock.now();
  const account = await findAccount(app.db, accountId);
  const job = account ? await findPrimaryJob(app.db, account.accountId) : undefined;
  if (!account || account.status !== "ACTIVE" || !job) {
    const reason = account?.status === "LOCKED" ? "ACCOUNT_LOCKED" : "UNKNOWN_ACCOUNT";
    await audit(app.db, app.log, meta, {
      event: "LOGIN",
      outcome: "DENIED",
      accountId: account?.accountId ?? null,
      details: { method: meta.method, reason: account && !job ? "NO_JOB" : reason },
    });
    throw new SessionStartError(reason);
  }

  if (account.lastVerifiedDay !== seoulDay(now)) {
    const temporaryToken = randomToken(TEMPORARY_TOKEN_PREFIX);
    await insertTemporaryToken(app.db, {
      tokenHash: hashSecret(temporaryToken),
      accountId: account.accountId,
      expiresAt: new Date(now.getTime() + TEMPORARY_TOKEN_MS),
    });
    await audit(app.db, app.log, meta, {
      event: "LOGIN",
      outcome: "SUCCESS",
      accountId: account.accountId,
      details: { method: meta.method, next: "VERIFY" },
    });
    return { next: "VERIFY", temporaryToken };
  }

  const code = await issueLoginCode(app, account.accountId, job.companyId);
  await audit(app.db, app.log, meta, {
    event: "LOGIN",
    outcome: "SUCCESS",
    accountId: account.accountId,
    companyId: job.companyId,
    details: { method: meta.method, next: "DONE" },
  });
  return { next: "DONE", code };
}
