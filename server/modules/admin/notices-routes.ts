/**
 * /api/admin/notices (API.md "Administration (wave 2)"): list, create, update, delete, and the
 * acknowledgement figures with their CSV export. Every change honours Idempotency-Key and writes
 * an audit entry in its own transaction.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminDeleteResultSchema,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminNoticeBodySchema,
  adminNoticeListSchema,
  adminNoticeSchema,
  envelope,
  idempotencyHeadersSchema,
  noticeReadsSchema,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { REPLAYED_HEADER, runIdempotent } from "../../lib/idempotency";
import { toCsv, sendCsv } from "./csv";
import { publishNotice } from "./notice-events";
import { listAdminNotices, noticeScope } from "./notices-repository";
import {
  createNotice,
  deleteNotice,
  noticeReads,
  toAdminNotice,
  updateNotice,
} from "./notices-service";
import { adminRightsOf } from "./rights";
import { adminSecurity as security, listScope } from "./scope";

const tags = ["admin"];

const noticeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = (request: Parameters<typeof adminRightsOf>[0]) => ({
    request,
    rights: adminRightsOf(request),
    now: fastify.clock.now(),
  });

  fastify.get(
    "/api/admin/notices",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Notices the caller manages, newest first",
        security,
        querystring: adminListQuerySchema,
        response: { 200: envelope(adminNoticeListSchema) },
      },
    },
    async (request, reply) => {
      const { companyId, page, size } = request.query;
      const where = noticeScope(listScope(adminRightsOf(request), companyId));
      const { rows, total } = await listAdminNotices(fastify.db, where, page, size);
      return ok(reply, { items: rows.map(toAdminNotice), total });
    },
  );

  fastify.post(
    "/api/admin/notices",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Creates a notice (HTML sanitized, links https only); answers it with its id",
        security,
        headers: idempotencyHeadersSchema,
        body: adminNoticeBodySchema,
        response: { 200: envelope(adminNoticeSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const notice = await runIdempotent(fastify, request, reply, (tx) =>
        createNotice(tx, request.body, c),
      );
      if (reply.getHeader(REPLAYED_HEADER) === undefined)
        await publishNotice(fastify.db, notice, (err) =>
          request.log.error({ err, noticeId: notice.id }, "notice listener failed"),
        );
      return ok(reply, notice);
    },
  );

  fastify.put(
    "/api/admin/notices/:id",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Updates a notice (same body as the create)",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminNoticeBodySchema,
        response: { 200: envelope(adminNoticeSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const notice = await runIdempotent(fastify, request, reply, (tx) =>
        updateNotice(tx, request.params.id, request.body, c),
      );
      return ok(reply, notice);
    },
  );

  fastify.delete(
    "/api/admin/notices/:id",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Deletes a notice and its acknowledgements",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelope(adminDeleteResultSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const result = await runIdempotent(fastify, request, reply, (tx) =>
        deleteNotice(tx, request.params.id, c),
      );
      return ok(reply, result);
    },
  );

  fastify.get(
    "/api/admin/notices/:id/reads",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Acknowledged and pending counts, and every targeted person (unpaged)",
        security,
        params: adminIdParamsSchema,
        response: { 200: envelope(noticeReadsSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await noticeReads(fastify.db, adminRightsOf(request), request.params.id)),
  );

  fastify.get(
    "/api/admin/notices/:id/reads/export",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "The same list as CSV (text/csv download)",
        security,
        params: adminIdParamsSchema,
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const reads = await noticeReads(fastify.db, adminRightsOf(request), id);
      const csv = toCsv(
        ["accountId", "name", "departmentName", "acknowledgedAt"],
        reads.members.map((m) => [m.accountId, m.name, m.departmentName, m.acknowledgedAt]),
      );
      return sendCsv(reply, `notice-${id}-reads.csv`, csv);
    },
  );
};

export default noticeRoutes;
