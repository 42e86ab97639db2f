/**
 * /api/admin/notices (API.md "Administration (wave 2)"): list, create, update, delete, and the
 * acknowledgement figures with their CSV export. Every change honours Idempotency-Key and writes
 * an audit entry in its own transaction.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminIdParamsSchema,
  adminListQuerySchema,
  adminNoticeBodySchema,
  adminNoticeListSchema,
  adminNoticeSchema,
  envelope,
  noticeReadsSchema,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { REPLAYED_HEADER, runIdempotent } from "../../lib/idempotency";
import { adminChange } from "./admin-change";
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
import { createOptions, deleteOptions, listOptions, updateOptions } from "./route-options";
import { adminSecurity as security, listScope } from "./scope";

const PATH = "/api/admin/notices";
const tags = ["admin"];

const noticeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    PATH,
    listOptions(
      "Notices the caller manages, newest first",
      adminListQuerySchema,
      adminNoticeListSchema,
    ),
    async (request, reply) => {
      const { companyId, page, size } = request.query;
      const where = noticeScope(listScope(adminRightsOf(request), companyId));
      const { rows, total } = await listAdminNotices(fastify.db, where, page, size);
      return ok(reply, { items: rows.map(toAdminNotice), total });
    },
  );

  fastify.post(
    PATH,
    createOptions(
      "Creates a notice (HTML sanitized, links https only); answers it with its id",
      adminNoticeBodySchema,
      adminNoticeSchema,
    ),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      const notice = await runIdempotent(fastify, request, reply, (tx) =>
        createNotice(tx, request.body, change),
      );
      if (reply.getHeader(REPLAYED_HEADER) === undefined)
        await publishNotice(fastify.db, notice, (err) =>
          request.log.error({ err, noticeId: notice.id }, "notice listener failed"),
        );
      return ok(reply, notice);
    },
  );

  fastify.put(
    `${PATH}/:id`,
    updateOptions(
      "Updates a notice (same body as the create)",
      adminNoticeBodySchema,
      adminNoticeSchema,
    ),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      const notice = await runIdempotent(fastify, request, reply, (tx) =>
        updateNotice(tx, request.params.id, request.body, change),
      );
      return ok(reply, notice);
    },
  );

  fastify.delete(
    `${PATH}/:id`,
    deleteOptions("Deletes a notice and its acknowledgements"),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      const result = await runIdempotent(fastify, request, reply, (tx) =>
        deleteNotice(tx, request.params.id, change),
      );
      return ok(reply, result);
    },
  );

  fastify.get(
    `${PATH}/:id/reads`,
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
    `${PATH}/:id/reads/export`,
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
