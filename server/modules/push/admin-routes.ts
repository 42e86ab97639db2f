/**
 * GET /api/admin/push/stats: delivery figures for admins (sent, failed, dropped subscriptions).
 * A company admin sees its company's people, a group admin everyone's.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope } from "../../contract";
import { ok } from "../../lib/envelope";
import { adminRightsOf, requireAdmin } from "../admin/rights";
import { deliveryFigures } from "./queue-repository";
import { pushStatsQuerySchema, pushStatsResultSchema } from "./schemas";

const pushAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/admin/push/stats",
    {
      config: { auth: "access" },
      preHandler: requireAdmin(fastify.db),
      schema: {
        tags: ["push"],
        summary: "Push deliveries of the last `days` days by outcome (admins)",
        security: [{ bearerAuth: [] }],
        querystring: pushStatsQuerySchema,
        response: { 200: envelope(pushStatsResultSchema) },
      },
    },
    async (request, reply) => {
      const rights = adminRightsOf(request);
      const since = new Date(fastify.clock.now().getTime() - request.query.days * 86_400_000);
      const scope = rights.kind === "GROUP" ? null : rights.companyId;
      const figures = await deliveryFigures(fastify.db, since, scope);
      return ok(reply, { since: since.toISOString(), ...figures });
    },
  );
};

export default pushAdminRoutes;
