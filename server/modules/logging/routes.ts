/**
 * POST /api/internal/logging (API.md "Portal", spec 7: e.g. the logout record). Stored in
 * usage_logs, the table made for it: audit_log is the security trail of auth events, and
 * letting any client write free text there would dilute it. The body's company and account
 * must be the caller's (403 otherwise); the stored row is keyed by the token's identity.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyResultSchema, envelope, loggingBodySchema } from "../../contract";
import { ok } from "../../lib/envelope";
import { assertSelf } from "../device/identity";
import { insertUsageLog } from "./repository";

const loggingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    "/api/internal/logging",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Records a menu usage (access log) entry of the caller",
        security: [{ bearerAuth: [] }],
        body: loggingBodySchema,
        response: { 200: envelope(emptyResultSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      assertSelf(request.auth, { accountId: body.employeeAccountId, companyId: body.companyId });
      await insertUsageLog(fastify.db, {
        accountId: request.auth.accountId,
        companyId: request.auth.companyId,
        serviceCode: body.serviceCode,
        type: body.type,
        employeeId: String(body.employeeId),
        employeeAccountId: body.employeeAccountId,
        uri: body.uri,
        menuPrivacyYn: body.menuPrivacyYn,
        action: body.action,
        menu: body.menu,
        createdAt: fastify.clock.now(),
      });
      return ok(reply, {});
    },
  );
};

export default loggingRoutes;
