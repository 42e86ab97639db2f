/**
 * GET /api/user (API.md "Portal"): the user record of the caller's current company job.
 * Everything comes from the token's account and company; the request names nobody.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, userResultSchema, type UserResult } from "../../contract";
import { apiErrors } from "../../lib/api-error";
import type { Db } from "../../db/client";
import { ok } from "../../lib/envelope";
import { readThrough, userKeyPrefix } from "../../lib/node-cache";
import { passwordExpiresAt } from "../identity/time-rules";
import { probeImageUrl } from "../profile-image/image-probe";
import { findUserRecord, type UserRecord } from "./repository";

/** The legacy data writes "-" for "none" (spec 3), and the PWA shows it as is. */
const orDash = (value: string | null): string => (value && value.trim() ? value : "-");
const yn = (flag: boolean | null): "Y" | "N" => (flag === false ? "N" : "Y"); // no row = defaults (Y)

function toResult(row: UserRecord, imgUrl: string | null): UserResult {
  return {
    name: row.name,
    accountId: row.accountId,
    authority: row.authority,
    companyId: row.companyId,
    companyList: row.companyList,
    companyCode: row.companyCode,
    departmentName: row.departmentName ?? "",
    empNo: row.empNo,
    imgUrl,
    // The login before this one: lastLoginAt is always "just now" once the token exists, and
    // the NEW badge asks "has a banner changed since my previous visit?".
    lastLoginAt: row.previousLoginAt?.toISOString() ?? null,
    duty: orDash(row.duty),
    rankCode: row.rankCode,
    position: orDash(row.position),
    initLogin: row.initLogin,
    lastPwdChanged: row.passwordChangedAt.toISOString(),
    passwordExpiresAt: passwordExpiresAt(row.passwordChangedAt).toISOString(),
    accountInfo: {
      accountId: row.accountId,
      locale: row.locale,
      email: row.email,
      phone: row.phone,
    },
    alarmInfo: {
      fcmYn: yn(row.pushEnabled),
      mailYn: yn(row.mailEnabled),
      smsYn: yn(row.smsEnabled),
    },
  };
}

/**
 * The record read through the node's cache (gp_user, node-cache.ts): logins, password, locale
 * and alarm changes announce themselves; a missing job is never kept.
 */
async function userResult(db: Db, job: { accountId: string; companyId: number }) {
  return readThrough(
    db,
    "user",
    `${userKeyPrefix(job.accountId)}${job.companyId}`,
    async () => {
      const row = await findUserRecord(db, job.accountId, job.companyId);
      return row ? toResult(row, await probeImageUrl(row.imgUrl)) : null;
    },
    (result) => result !== null,
  );
}

const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/user",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "The caller's user record in the current company",
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(userResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await userResult(fastify.db, request.auth);
      // The job ended after the token was issued: the session no longer stands for anyone.
      if (!result) throw apiErrors.unauthorized();
      return ok(reply, result);
    },
  );
};

export default userRoutes;
