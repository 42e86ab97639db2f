/**
 * /api/admin/billboards (API.md "Administration (wave 2)"): list, create, update, delete. The
 * link is validated (https only) before the 5-cap; every change drops the billboard caches of
 * its scope on every node after the commit.
 */
import { asc, desc, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminBillboardBodySchema,
  adminBillboardListSchema,
  adminBillboardSchema,
  adminDeleteResultSchema,
  adminIdParamsSchema,
  envelope,
  idempotencyHeadersSchema,
} from "../../contract";
import { billboards } from "../../db/schema";
import { z } from "zod";
import { dbIdParam } from "../../contract";
import { ok } from "../../lib/envelope";
import { runIdempotent } from "../../lib/idempotency";
import { announceBillboardsChanged } from "../banner/repository";
import {
  createBillboard,
  deleteBillboard,
  toAdminBillboard,
  updateBillboard,
} from "./billboards-service";
import { adminRightsOf } from "./rights";
import { adminSecurity as security, listScope } from "./scope";

const tags = ["admin"];
const listQuery = z.object({ companyId: dbIdParam.optional() });

const billboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = (request: Parameters<typeof adminRightsOf>[0]) => ({
    request,
    rights: adminRightsOf(request),
    now: fastify.clock.now(),
  });

  fastify.get(
    "/api/admin/billboards",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Billboards the caller manages, in display order (at most a few per scope)",
        security,
        querystring: listQuery,
        response: { 200: envelope(adminBillboardListSchema) },
      },
    },
    async (request, reply) => {
      const scope = listScope(adminRightsOf(request), request.query.companyId);
      const rows = await fastify.db
        .select()
        .from(billboards)
        .where(scope === "ALL" ? undefined : inArray(billboards.companyId, scope))
        .orderBy(asc(billboards.sortOrder), desc(billboards.createdAt), desc(billboards.id))
        .limit(1_000);
      return ok(reply, rows.map(toAdminBillboard));
    },
  );

  fastify.post(
    "/api/admin/billboards",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Creates a billboard; a 6th enabled one in its scope is 409 CONFLICT",
        security,
        headers: idempotencyHeadersSchema,
        body: adminBillboardBodySchema,
        response: { 200: envelope(adminBillboardSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const created = await runIdempotent(fastify, request, reply, (tx) =>
        createBillboard(tx, request.body, c),
      );
      await announceBillboardsChanged(fastify.db, created.companyId);
      return ok(reply, created);
    },
  );

  fastify.put(
    "/api/admin/billboards/:id",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Updates a billboard (same body as the create; the cap applies when enabled)",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminBillboardBodySchema,
        response: { 200: envelope(adminBillboardSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const { billboard, scopes } = await runIdempotent(fastify, request, reply, (tx) =>
        updateBillboard(tx, request.params.id, request.body, c),
      );
      for (const scope of new Set(scopes)) await announceBillboardsChanged(fastify.db, scope);
      return ok(reply, billboard);
    },
  );

  fastify.delete(
    "/api/admin/billboards/:id",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Deletes a billboard",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelope(adminDeleteResultSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const { companyId, ...result } = await runIdempotent(fastify, request, reply, (tx) =>
        deleteBillboard(tx, request.params.id, c),
      );
      await announceBillboardsChanged(fastify.db, companyId);
      return ok(reply, result);
    },
  );
};

export default billboardRoutes;
