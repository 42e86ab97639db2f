/**
 * /api/admin/events (API.md "Administration (wave 2)"): a company's events and holidays, titles
 * in four languages (`title` is the Korean one; `titles` carries all four).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminEventBodySchema,
  adminEventListSchema,
  adminEventQuerySchema,
  adminEventSchema,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { runIdempotent } from "../../lib/idempotency";
import { adminChange } from "./admin-change";
import { createEvent, deleteEvent, listAdminEvents, updateEvent } from "./events-service";
import { adminRightsOf } from "./rights";
import { createOptions, deleteOptions, listOptions, updateOptions } from "./route-options";
import { listScope } from "./scope";

const PATH = "/api/admin/events";

const eventRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    PATH,
    listOptions(
      "Events and holidays the caller manages, by day (from/to: YYYY-MM-DD)",
      adminEventQuerySchema,
      adminEventListSchema,
    ),
    async (request, reply) => {
      const scope = listScope(adminRightsOf(request), request.query.companyId);
      return ok(reply, await listAdminEvents(fastify.db, scope, request.query));
    },
  );

  fastify.post(
    PATH,
    createOptions(
      "Adds an event or holiday; the same title on the same day in a scope is 409",
      adminEventBodySchema,
      adminEventSchema,
    ),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      return ok(
        reply,
        await runIdempotent(fastify, request, reply, (tx) => createEvent(tx, request.body, change)),
      );
    },
  );

  fastify.put(
    `${PATH}/:id`,
    updateOptions(
      "Updates an event or holiday (same body as the create)",
      adminEventBodySchema,
      adminEventSchema,
    ),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      const { id } = request.params;
      return ok(
        reply,
        await runIdempotent(fastify, request, reply, (tx) =>
          updateEvent(tx, id, request.body, change),
        ),
      );
    },
  );

  fastify.delete(
    `${PATH}/:id`,
    deleteOptions("Deletes an event or holiday"),
    async (request, reply) => {
      const change = adminChange(fastify, request);
      const { id } = request.params;
      return ok(
        reply,
        await runIdempotent(fastify, request, reply, (tx) => deleteEvent(tx, id, change)),
      );
    },
  );
};

export default eventRoutes;
