/**
 * Token pairs: issue (a new family), rotate (refresh) and end. The access token is a JWT bound
 * to the family; the refresh token is opaque, stored hashed, rotated on every use, and a reused
 * (already rotated) one revokes its whole family (DESIGN.md §5).
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import type { TokenPairResult } from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { announceFamilyEnded } from "../../lib/node-cache";
import { ACCESS_TOKEN_SECONDS, signAccessToken } from "./access-token";
import { audit, type RequestMeta } from "../identity/audit";
import { hashSecret, randomToken } from "../../lib/secrets";
import { REFRESH_ABSOLUTE_MS, REFRESH_SLIDING_MS } from "../identity/time-rules";
import { findJob, type Job } from "../identity/company-repository";
import * as refresh from "../identity/refresh-repository";

export const REFRESH_TOKEN_PREFIX = "rt_";
/** How long after a rotation the previous token may be presented once more (lost answer). */
export const REFRESH_GRACE_MS = 30_000;

export interface IssuedPair extends TokenPairResult {
  familyId: string;
}

const slidingExpiry = (now: Date, absolute: Date) =>
  new Date(Math.min(now.getTime() + REFRESH_SLIDING_MS, absolute.getTime()));

async function accessFor(app: FastifyInstance, accountId: string, job: Job, familyId: string) {
  return signAccessToken(
    app.authKeys,
    { accountId, companyId: job.companyId, empNo: job.empNo, authority: job.authority, familyId },
    app.clock.now(),
  );
}

/**
 * Starts a new family for (account, company). 403 when the account has no job there.
 * `absoluteExpiresAt` carries an old family's limit over (company switch), so switching never
 * extends a session beyond 30 days after the login.
 */
export async function issueTokenPair(
  app: FastifyInstance,
  input: { accountId: string; companyId: number; absoluteExpiresAt?: Date | undefined },
): Promise<IssuedPair> {
  const now = app.clock.now();
  const job = await findJob(app.db, input.accountId, input.companyId);
  if (!job) throw apiErrors.forbidden();
  const familyId = randomUUID();
  const refreshToken = randomToken(REFRESH_TOKEN_PREFIX);
  const absoluteExpiresAt =
    input.absoluteExpiresAt ?? new Date(now.getTime() + REFRESH_ABSOLUTE_MS);
  await refresh.insertRefreshToken(app.db, {
    tokenHash: hashSecret(refreshToken),
    familyId,
    accountId: input.accountId,
    companyId: input.companyId,
    expiresAt: slidingExpiry(now, absoluteExpiresAt),
    absoluteExpiresAt,
  });
  const accessToken = await accessFor(app, input.accountId, job, familyId);
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS, familyId };
}

/** Refresh: the presented token is used up and a new pair of the same family returned. */
export async function rotateTokenPair(
  app: FastifyInstance,
  presented: string,
  meta: RequestMeta,
): Promise<TokenPairResult> {
  const now = app.clock.now();
  const tokenHash = hashSecret(presented);
  let endedFamily: string | undefined;
  const rotated = await app.db.transaction(async (tx) => {
    const old =
      (await refresh.rotateRefreshToken(tx, tokenHash, now)) ??
      (await graceReplay(tx, tokenHash, now));
    if (!old) return undefined;
    const job = await findJob(tx, old.accountId, old.companyId);
    if (!job) {
      // The job ended since the login: so does the session.
      await refresh.revokeFamily(tx, old.familyId, now);
      endedFamily = old.familyId;
      return undefined;
    }
    const refreshToken = randomToken(REFRESH_TOKEN_PREFIX);
    const newId = await refresh.insertRefreshToken(tx, {
      tokenHash: hashSecret(refreshToken),
      familyId: old.familyId,
      accountId: old.accountId,
      companyId: old.companyId,
      expiresAt: slidingExpiry(now, old.absoluteExpiresAt),
      absoluteExpiresAt: old.absoluteExpiresAt,
    });
    await refresh.setReplacedBy(tx, old.id, newId);
    return { old, job, refreshToken };
  });
  if (endedFamily) await announceFamilyEnded(app.db, endedFamily);
  if (!rotated) return refuseRefresh(app, tokenHash, meta);
  const { old, job, refreshToken } = rotated;
  await audit(app.db, app.log, meta, {
    event: "TOKEN_REFRESHED",
    outcome: "SUCCESS",
    accountId: old.accountId,
    companyId: old.companyId,
    // A superseded successor: the presented token was the one before it (grace replay).
    details: { grace: old.tokenHash !== tokenHash },
  });
  const accessToken = await accessFor(app, old.accountId, job, old.familyId);
  return { accessToken, refreshToken, expiresIn: ACCESS_TOKEN_SECONDS };
}

/**
 * The grace window (docs/decisions/0009): a token rotated less than 30 s ago, presented again
 * for the first time while its successor is still unused, means the client never got the
 * answer. The unused successor is retired and rotated in its place, so the family stays one
 * chain. Returns the successor's row to rotate, or undefined (then it is reuse). A second
 * replay, a late one, or one after the successor was used falls through to reuse detection.
 */
async function graceReplay(tx: Db, tokenHash: string, now: Date) {
  const since = new Date(now.getTime() - REFRESH_GRACE_MS);
  const previous = await refresh.claimGrace(tx, tokenHash, now, since);
  if (!previous?.replacedById) return undefined;
  return refresh.supersede(tx, previous.replacedById, now);
}

/** Why a refresh failed decides the reaction: a replayed rotated token ends the family. */
async function refuseRefresh(
  app: FastifyInstance,
  tokenHash: string,
  meta: RequestMeta,
): Promise<never> {
  const now = app.clock.now();
  const known = await refresh.findRefreshToken(app.db, tokenHash);
  const subject = { accountId: known?.accountId ?? null, companyId: known?.companyId ?? null };
  if (known?.rotatedAt && !known.revokedAt) {
    const revoked = await refresh.revokeFamily(app.db, known.familyId, now);
    await announceFamilyEnded(app.db, known.familyId);
    app.log.warn({ accountId: known.accountId, revoked }, "refresh token reuse: family revoked");
    await audit(app.db, app.log, meta, {
      event: "TOKEN_REUSE_DETECTED",
      outcome: "DENIED",
      ...subject,
      details: { revoked },
    });
  } else {
    const reason = !known ? "unknown" : known.revokedAt ? "revoked" : "expired";
    await audit(app.db, app.log, meta, {
      event: "TOKEN_REFRESH_FAILED",
      outcome: "FAILURE",
      ...subject,
      details: { reason },
    });
  }
  throw apiErrors.unauthorized();
}

/** Logout, company switch: the family's tokens (and so its access tokens) stop working. */
export async function endFamily(app: FastifyInstance, familyId: string): Promise<void> {
  await refresh.revokeFamily(app.db, familyId, app.clock.now());
  await announceFamilyEnded(app.db, familyId);
}
