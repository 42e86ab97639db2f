/**
 * Company calls (API.md "Login and session"): the account's companies, the company switch
 * (web: POST /api/token/reissuance/{companyId}; app: POST /api/native/change-company/{companyId})
 * and the native shell's login state.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  appLoginUpdateBodySchema,
  companyIdParamsSchema,
  companyListResultSchema,
  emptyResultSchema,
  envelope,
  tokenPairResultSchema,
} from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { normalizeAccountId } from "../identity/account-repository";
import { listCompanies, saveAppLoginState } from "../identity/company-repository";
import { switchCompany } from "./service";

const security = [{ bearerAuth: [] }];

const companyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/login/company",
    {
      // The temporary token may read it too: the login page shows the companies early.
      config: { auth: "access-or-temporary" },
      schema: {
        tags: ["company"],
        summary: "The caller's companies, primary job first",
        security,
        response: { 200: envelope(companyListResultSchema) },
      },
    },
    async (request, reply) => ok(reply, await listCompanies(fastify.db, request.callerAccountId)),
  );

  for (const url of ["/api/token/reissuance/:companyId", "/api/native/change-company/:companyId"]) {
    fastify.post(
      url,
      {
        config: { auth: "access" },
        schema: {
          tags: ["company"],
          summary: "Switches company: ends this session, returns a pair scoped to companyId",
          security,
          params: companyIdParamsSchema,
          response: { 200: envelope(tokenPairResultSchema) },
        },
      },
      async (request, reply) =>
        ok(reply, await switchCompany(fastify, request, request.params.companyId)),
    );
  }

  fastify.put(
    "/api/internal/appLoginUpdate",
    {
      config: { auth: "access" },
      schema: {
        tags: ["company"],
        summary: "Stores the native app's login state for the caller's current job",
        security,
        body: appLoginUpdateBodySchema,
        response: { 200: envelope(emptyResultSchema) },
      },
    },
    async (request, reply) => {
      const { accountId, companyId } = request.auth;
      // The body repeats the identity; it may only ever describe the caller's own session.
      if (
        normalizeAccountId(request.body.accountId) !== accountId ||
        request.body.companyId !== companyId
      )
        throw apiErrors.forbidden();
      const loggedIn = request.body.appLoginYn === "Y";
      await saveAppLoginState(fastify.db, accountId, companyId, loggedIn, fastify.clock.now());
      return ok(reply, {});
    },
  );
};

export default companyRoutes;
