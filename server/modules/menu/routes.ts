/**
 * GET /api/menu/{WORK|OFFICE} and PUT /api/menu/{WORK|OFFICE}/{authority} (API.md "Portal").
 * The menu set is chosen by the token's company and authority; the path's authority of the
 * PUT is only checked against it (the PWA lower-cases it), never used to pick another set.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  idempotencyHeadersSchema,
  menuParamsSchema,
  menuResultSchema,
  menuUpdateBodySchema,
  menuUpdateParamsSchema,
} from "../../contract";
import { resolveLocale } from "../../i18n";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { runIdempotent } from "../../lib/idempotency";
import { sendSerializedAnswer } from "../../lib/serialized-answer";
import { announceMenuOrderSaved, menuList, saveMenuOrder } from "./service";

const security = [{ bearerAuth: [] }];

const menuRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/menu/:type",
    {
      config: { auth: "access", etag: true },
      schema: {
        tags: ["portal"],
        summary: "The Work or Office menu in the caller's order (all envTypes; the PWA hides PC)",
        security,
        params: menuParamsSchema,
        response: { 200: envelope(menuResultSchema) },
      },
    },
    async (request, reply) => {
      const locale = resolveLocale(request);
      const items = await menuList(fastify.db, request.auth, request.params.type, locale);
      // The cache's own list: serialized once for everyone who reads it in this language.
      return sendSerializedAnswer(reply, items, locale, () => ok(reply, items));
    },
  );

  fastify.put(
    "/api/menu/:type/:authority",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Stores the caller's own order of the Work or Office menu (priority 1..n)",
        description: "403 when authority is not the caller's. Honours Idempotency-Key.",
        security,
        params: menuUpdateParamsSchema,
        headers: idempotencyHeadersSchema,
        body: menuUpdateBodySchema,
        response: { 200: envelope(menuResultSchema) },
      },
    },
    async (request, reply) => {
      const { type, authority } = request.params;
      if (authority.toUpperCase() !== request.auth.authority.toUpperCase())
        throw apiErrors.forbidden({ messageKey: "portal.menu.otherAuthority" });
      const context = { now: fastify.clock.now(), locale: resolveLocale(request) };
      const saved = await runIdempotent(fastify, request, reply, (tx) =>
        saveMenuOrder(tx, request.auth, type, request.body, context),
      );
      await announceMenuOrderSaved(fastify.db, request.auth);
      return ok(reply, saved);
    },
  );
};

export default menuRoutes;
