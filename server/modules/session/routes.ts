/**
 * Session calls (API.md "Login and session"): the one-time code exchange, refresh (web and
 * native paths), the login check and logout.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  emptyResultSchema,
  envelope,
  loginCheckResultSchema,
  reissuanceBodySchema,
  reissuanceHeadersSchema,
  tokenExchangeBodySchema,
  tokenPairResultSchema,
} from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { announceUserChanged } from "../../lib/node-cache";
import { recordLogin } from "../identity/account-repository";
import { audit, metaOf } from "../identity/audit";
import { consumeLoginCode } from "../identity/login-code-repository";
import { hashSecret } from "../../lib/secrets";
import { dropSessionSubscriptions } from "../push/subscription-repository";
import { endFamily, issueTokenPair, rotateTokenPair } from "./token-service";

const security = [{ bearerAuth: [] }];

const sessionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    "/api/account/token",
    {
      config: { auth: "none" },
      schema: {
        tags: ["session"],
        summary: "Exchanges a one-time login code (60 s, single use) for a token pair",
        body: tokenExchangeBodySchema,
        response: { 200: envelope(tokenPairResultSchema) },
      },
    },
    async (request, reply) => {
      const now = fastify.clock.now();
      const grant = await consumeLoginCode(fastify.db, hashSecret(request.body.code), now);
      if (!grant) {
        await audit(fastify.db, fastify.log, metaOf(request), {
          event: "TOKEN_ISSUED",
          outcome: "FAILURE",
        });
        throw apiErrors.unauthorized();
      }
      const { familyId: _familyId, ...pair } = await issueTokenPair(fastify, grant);
      await recordLogin(fastify.db, grant.accountId, now);
      await announceUserChanged(fastify.db, grant.accountId); // lastLoginAt moved on
      await audit(fastify.db, fastify.log, metaOf(request), {
        event: "TOKEN_ISSUED",
        outcome: "SUCCESS",
        ...grant,
      });
      return ok(reply, pair);
    },
  );

  for (const url of ["/api/token/reissuance", "/api/token/app/reIssuance"]) {
    fastify.post(
      url,
      {
        config: { auth: "none" },
        schema: {
          tags: ["session"],
          summary: "Rotates the refresh token: a new pair; a reused old token ends its family",
          body: reissuanceBodySchema,
          headers: reissuanceHeadersSchema,
          response: { 200: envelope(tokenPairResultSchema) },
        },
      },
      async (request, reply) => {
        const fromBody = request.body?.refresh_token;
        const fromHeader = request.headers.refreshtoken;
        // Two different tokens in one request is a broken or hostile client: use neither.
        if (fromBody && fromHeader && fromBody !== fromHeader) throw apiErrors.unauthorized();
        const presented = fromBody ?? fromHeader;
        if (!presented) throw apiErrors.unauthorized();
        return ok(reply, await rotateTokenPair(fastify, presented, metaOf(request)));
      },
    );
  }

  fastify.get(
    "/api/login",
    {
      config: { auth: "access" },
      schema: {
        tags: ["session"],
        summary: "Login check",
        security,
        response: { 200: envelope(loginCheckResultSchema) },
      },
    },
    async (request, reply) => {
      const { accountId, companyId, empNo } = request.auth;
      return ok(reply, { accountId, companyId, empNo, valid: true as const });
    },
  );

  fastify.get(
    "/api/logout",
    {
      config: { auth: "access" },
      schema: {
        tags: ["session"],
        summary: "Ends the refresh family and with it every access token of this session",
        security,
        response: { 200: envelope(emptyResultSchema) },
      },
    },
    async (request, reply) => {
      const { accountId, companyId, familyId } = request.auth;
      await endFamily(fastify, familyId);
      // This session's browsers stop receiving pushes (a company switch ends them by family).
      await dropSessionSubscriptions(fastify.db, familyId);
      await audit(fastify.db, fastify.log, metaOf(request), {
        event: "LOGOUT",
        outcome: "SUCCESS",
        accountId,
        companyId,
      });
      return ok(reply, {}, { messageKey: "auth.loggedOut" });
    },
  );
};

export default sessionRoutes;
