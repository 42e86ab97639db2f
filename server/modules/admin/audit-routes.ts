/**
 * GET /api/admin/audit and its CSV export (API.md "Administration (wave 2)"): admin changes and
 * security events of one table, newest first, filtered by time, actor and action. A company
 * admin reads its company's entries only; a group admin all of them.
 */
import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  envelope,
  type AuditEntryResult,
} from "../../contract";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { toCsv, sendCsv } from "./csv";
import { adminRightsOf, type AdminRights } from "./rights";
import { adminSecurity as security } from "./scope";

const tags = ["admin"];
/** An export is one file; beyond this many rows, narrow the period. */
const EXPORT_LIMIT = 10_000;

type Query = z.output<typeof adminAuditQuerySchema>;

function filterOf(rights: AdminRights, query: Query): SQL | undefined {
  return and(
    rights.kind === "GROUP" ? undefined : eq(auditLog.companyId, rights.companyId),
    query.from ? gte(auditLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, new Date(query.to)) : undefined,
    query.actor ? eq(auditLog.accountId, query.actor) : undefined,
    query.action ? eq(auditLog.event, query.action) : undefined,
  );
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntryResult => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: row.accountId,
  action: row.event,
  outcome: row.outcome,
  companyId: row.companyId,
  targetId: row.targetId,
  before: row.before ?? null,
  after: row.after ?? null,
  details: row.details,
  ip: row.ip,
});

function entries(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/admin/audit",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Audit entries (admin changes and security events), newest first",
        description: "from inclusive, to exclusive (instants); actor = accountId; action exact.",
        security,
        querystring: adminAuditQuerySchema,
        response: { 200: envelope(adminAuditListSchema) },
      },
    },
    async (request, reply) => {
      const { page, size } = request.query;
      const where = filterOf(adminRightsOf(request), request.query);
      const [rows, [total]] = await Promise.all([
        entries(fastify.db, where, size, (page - 1) * size),
        fastify.db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return ok(reply, { items: rows.map(toEntry), total: total?.total ?? 0 });
    },
  );

  fastify.get(
    "/api/admin/audit/export",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "The filtered entries as CSV (text/csv download, at most 10,000 rows)",
        security,
        querystring: adminAuditQuerySchema.omit({ page: true, size: true }),
      },
    },
    async (request, reply) => {
      const query = { ...request.query, page: 1, size: EXPORT_LIMIT };
      const rows = await entries(
        fastify.db,
        filterOf(adminRightsOf(request), query),
        EXPORT_LIMIT,
        0,
      );
      const csv = toCsv(
        ["at", "actor", "action", "outcome", "companyId", "targetId", "before", "after", "ip"],
        rows
          .map(toEntry)
          .map((e) => [
            e.at,
            e.actor,
            e.action,
            e.outcome,
            e.companyId,
            e.targetId,
            e.before ? JSON.stringify(e.before) : "",
            e.after ? JSON.stringify(e.after) : "",
            e.ip,
          ]),
      );
      return sendCsv(reply, "audit.csv", csv);
    },
  );
};

export default auditRoutes;
