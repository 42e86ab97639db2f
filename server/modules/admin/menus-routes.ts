/**
 * GET, PUT /api/admin/menus/{WORK|OFFICE}?companyId=&authority= (API.md "Administration
 * (wave 2)"): one company's menu for one authority, names in four languages. A GET can be PUT
 * back unchanged. After a save every node drops the company's cached menus.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminMenuBodySchema,
  adminMenuListSchema,
  adminMenuParamsSchema,
  adminMenuQuerySchema,
  envelope,
  idempotencyHeadersSchema,
} from "../../contract";
import { resolveLocale } from "../../i18n";
import { ok } from "../../lib/envelope";
import { runIdempotent } from "../../lib/idempotency";
import { announceChange } from "../../lib/node-cache";
import { adminChange } from "./admin-change";
import { adminMenuList, saveAdminMenu, type MenuList } from "./menus-service";
import { adminRightsOf } from "./rights";
import { adminSecurity as security, assertManageable } from "./scope";

const tags = ["admin"];

const menuRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** The list the request names, once the caller may manage its company. */
  async function listOf(
    request: {
      params: { type: MenuList["type"] };
      query: { companyId?: number | undefined; authority: string };
    } & Parameters<typeof adminRightsOf>[0],
  ): Promise<MenuList> {
    const rights = adminRightsOf(request);
    const companyId = request.query.companyId ?? rights.companyId;
    await assertManageable(fastify.db, rights, companyId);
    return { companyId, authority: request.query.authority, type: request.params.type };
  }

  fastify.get(
    "/api/admin/menus/:type",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "A company's Work or Office menu for one authority, by default priority",
        security,
        params: adminMenuParamsSchema,
        querystring: adminMenuQuerySchema,
        response: { 200: envelope(adminMenuListSchema) },
      },
    },
    async (request, reply) => ok(reply, await adminMenuList(fastify.db, await listOf(request))),
  );

  fastify.put(
    "/api/admin/menus/:type",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Adds (no id), updates and deletes (deleteFlag) items; returns the saved list",
        description:
          "Items not mentioned keep their place after the sent ones; priorities are renumbered " +
          "1..n. url https only. Honours Idempotency-Key.",
        security,
        params: adminMenuParamsSchema,
        querystring: adminMenuQuerySchema,
        headers: idempotencyHeadersSchema,
        body: adminMenuBodySchema,
        response: { 200: envelope(adminMenuListSchema) },
      },
    },
    async (request, reply) => {
      const list = await listOf(request);
      const context = { ...adminChange(fastify, request), locale: resolveLocale(request) };
      const saved = await runIdempotent(fastify, request, reply, (tx) =>
        saveAdminMenu(tx, list, request.body, context),
      );
      await announceChange(fastify.db, "menu", `${list.companyId}/`);
      return ok(reply, saved);
    },
  );
};

export default menuRoutes;
