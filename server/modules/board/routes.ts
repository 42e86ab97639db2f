/**
 * The notice board (API.md "Portal"): GET /api/board (page), GET /api/board/popup (added: the
 * notice popup's list) and GET /api/board/{postId}. Titles are HTML-escaped, bodies sanitized.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  boardListResultSchema,
  boardPopupResultSchema,
  boardPostParamsSchema,
  boardPostResultSchema,
  boardQuerySchema,
  envelope,
} from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { escapeHtml, sanitizeContent } from "./html";
import { countNotices, findNotice, listNotices, listPopupNotices } from "./repository";

/** The popup is a short list; older popup notices are on the board. */
const POPUP_LIMIT = 10;
const security = [{ bearerAuth: [] }];

const listItem = (row: { postId: number; title: string; createdAt: Date }) => ({
  postId: row.postId,
  title: escapeHtml(row.title),
  createdAt: row.createdAt.toISOString(),
});

const boardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/board",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "A page of notices, newest first (titles HTML-escaped)",
        security,
        querystring: boardQuerySchema,
        response: { 200: envelope(boardListResultSchema) },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const { companyId } = request.auth;
      const [rows, total] = await Promise.all([
        listNotices(fastify.db, companyId, page, size),
        countNotices(fastify.db, companyId),
      ]);
      return ok(reply, { items: rows.map(listItem), total });
    },
  );

  fastify.get(
    "/api/board/popup",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "The notice popup: its notices, and whether to show it at all",
        security,
        response: { 200: envelope(boardPopupResultSchema) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const rows = await listPopupNotices(fastify.db, companyId, POPUP_LIMIT, fastify.clock.now());
      return ok(reply, { enabled: rows.length > 0, items: rows.map(listItem) });
    },
  );

  fastify.get(
    "/api/board/:postId",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "One notice with its sanitized HTML body; 404 when unknown or not visible",
        security,
        params: boardPostParamsSchema,
        response: { 200: envelope(boardPostResultSchema) },
      },
    },
    async (request, reply) => {
      const row = await findNotice(fastify.db, request.auth.companyId, request.params.postId);
      if (!row) throw apiErrors.notFound();
      return ok(reply, {
        ...listItem(row),
        content: sanitizeContent(row.content),
        author: row.author,
      });
    },
  );
};

export default boardRoutes;
