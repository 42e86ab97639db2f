/**
 * GET /api/notices/pending-ack and POST /api/notices/{id}/ack (API.md "Administration
 * (wave 2)"): the app shows every pending must-acknowledge notice before home; "I have read
 * this" acknowledges one. A repeat (the offline outbox retries) answers 200 with the first time.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminIdParamsSchema,
  envelope,
  idempotencyHeadersSchema,
  noticeAckResultSchema,
  pendingAckResultSchema,
} from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { sanitizeContent } from "../board/html";
import { acknowledge, isVisible, pendingNotices } from "./repository";

const security = [{ bearerAuth: [] }];

const acknowledgementRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/notices/pending-ack",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Must-acknowledge notices the caller has not acknowledged yet, oldest first",
        security,
        response: { 200: envelope(pendingAckResultSchema) },
      },
    },
    async (request, reply) => {
      const { accountId, companyId } = request.auth;
      const rows = await pendingNotices(fastify.db, accountId, companyId);
      return ok(
        reply,
        rows.map((row) => ({
          id: row.id,
          title: row.title,
          html: sanitizeContent(row.content),
          createdAt: row.createdAt.toISOString(),
        })),
      );
    },
  );

  fastify.post(
    "/api/notices/:id/ack",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Acknowledges a notice; a repeat answers the first acknowledgedAt",
        description: "404 for a notice the caller's company does not see.",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelope(noticeAckResultSchema) },
      },
    },
    async (request, reply) => {
      const { accountId, companyId } = request.auth;
      const id = request.params.id;
      // No runIdempotent: the acknowledgement is idempotent by itself (one row per account).
      const at = await fastify.db.transaction(async (tx) => {
        if (!(await isVisible(tx, id, companyId))) throw apiErrors.notFound();
        return acknowledge(tx, id, accountId, companyId, fastify.clock.now());
      });
      return ok(reply, { id, acknowledgedAt: at.toISOString() });
    },
  );
};

export default acknowledgementRoutes;
