/**
 * Every /api/admin route (API.md "Administration (wave 2)"), behind one guard: the access token
 * (each route's config.auth), then requireAdmin, which answers 403 to anyone without rights in
 * the token's company. Validation runs before the guard, so a malformed request is a 400.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import apiKeyRoutes from "./api-keys-routes";
import auditRoutes from "./audit-routes";
import billboardRoutes from "./billboards-routes";
import eventRoutes from "./events-routes";
import adminMeRoutes from "./me-routes";
import menuRoutes from "./menus-routes";
import noticeRoutes from "./notices-routes";
import { requireAdmin } from "./rights";

const adminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook("preHandler", requireAdmin(fastify.db));
  await fastify.register(adminMeRoutes);
  await fastify.register(noticeRoutes);
  await fastify.register(billboardRoutes);
  await fastify.register(menuRoutes);
  await fastify.register(eventRoutes);
  await fastify.register(apiKeyRoutes);
  await fastify.register(auditRoutes);
};

export default adminRoutes;
