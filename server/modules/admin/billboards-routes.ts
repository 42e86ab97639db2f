/**
 * /api/admin/billboards (API.md "Administration (wave 2)"): list, create, update, delete. The
 * link is validated (https only) before the 5-cap; every change drops the billboard caches of
 * its scope on every node after the commit.
 */
import { asc, desc, inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminBillboardBodySchema,
  adminBillboardListSchema,
  adminBillboardSchema,
  dbIdParam,
} from "../../contract";
import { billboards } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { runIdempotent } from "../../lib/idempotency";
import { announceBillboardsChanged } from "../banner/repository";
import { adminChange } from "./admin-change";
import {
  createBillboard,
  deleteBillboard,
  toAdminBillboard,
  updateBillboard,
} from "./billboards-service";
import { adminRightsOf } from "./rights";
import { createOptions, deleteOptions, listOptions, updateOptions } from "./route-options";
import { listScope } from "./scope";

const PATH = "/api/admin/billboards";
const listQuery = z.object({ companyId: dbIdParam.optional() });

const billboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    PATH,
    listOptions(
      "Billboards the caller manages, in display order (at most a few per scope)",
      listQuery,
      adminBillboardListSchema,
    ),
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
    PATH,
    createOptions(
      "Creates a billboard; a 6th enabled one in its scope is 409 CONFLICT",
      adminBillboardBodySchema,
      adminBillboardSchema,
    ),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      const created = await runIdempotent(fastify, request, reply, (tx) =>
        createBillboard(tx, request.body, change),
      );
      await announceBillboardsChanged(fastify.db, created.companyId);
      return ok(reply, created);
    },
  );

  fastify.put(
    `${PATH}/:id`,
    updateOptions(
      "Updates a billboard (same body as the create; the cap applies when enabled)",
      adminBillboardBodySchema,
      adminBillboardSchema,
    ),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      const { billboard, scopes } = await runIdempotent(fastify, request, reply, (tx) =>
        updateBillboard(tx, request.params.id, request.body, change),
      );
      for (const scope of new Set(scopes)) await announceBillboardsChanged(fastify.db, scope);
      return ok(reply, billboard);
    },
  );

  fastify.delete(`${PATH}/:id`, deleteOptions("Deletes a billboard"), async (request, reply) => {
    const change = adminChange(fastify, request);
    const { companyId, ...result } = await runIdempotent(fastify, request, reply, (tx) =>
      deleteBillboard(tx, request.params.id, change),
    );
    await announceBillboardsChanged(fastify.db, companyId);
    return ok(reply, result);
  });
};

export default billboardRoutes;
