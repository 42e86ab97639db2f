/**
 * /api/admin/events (API.md "Administration (wave 2)"): a company's events and holidays, titles
 * in four languages (`title` is the Korean one; `titles` carries all four).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminDeleteResultSchema,
  adminEventBodySchema,
  adminEventListSchema,
  adminEventQuerySchema,
  adminEventSchema,
  adminIdParamsSchema,
  envelope,
  idempotencyHeadersSchema,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { runIdempotent } from "../../lib/idempotency";
import { createEvent, deleteEvent, listAdminEvents, updateEvent } from "./events-service";
import { adminRightsOf } from "./rights";
import { adminSecurity as security, listScope } from "./scope";

const tags = ["admin"];

const eventRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const context = (request: Parameters<typeof adminRightsOf>[0]) => ({
    request,
    rights: adminRightsOf(request),
    now: fastify.clock.now(),
  });

  fastify.get(
    "/api/admin/events",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Events and holidays the caller manages, by day (from/to: YYYY-MM-DD)",
        security,
        querystring: adminEventQuerySchema,
        response: { 200: envelope(adminEventListSchema) },
      },
    },
    async (request, reply) => {
      const scope = listScope(adminRightsOf(request), request.query.companyId);
      return ok(reply, await listAdminEvents(fastify.db, scope, request.query));
    },
  );

  fastify.post(
    "/api/admin/events",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Adds an event or holiday; the same title on the same day in a scope is 409",
        security,
        headers: idempotencyHeadersSchema,
        body: adminEventBodySchema,
        response: { 200: envelope(adminEventSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      return ok(
        reply,
        await runIdempotent(fastify, request, reply, (tx) => createEvent(tx, request.body, c)),
      );
    },
  );

  fastify.put(
    "/api/admin/events/:id",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Updates an event or holiday (same body as the create)",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        body: adminEventBodySchema,
        response: { 200: envelope(adminEventSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const { id } = request.params;
      return ok(
        reply,
        await runIdempotent(fastify, request, reply, (tx) => updateEvent(tx, id, request.body, c)),
      );
    },
  );

  fastify.delete(
    "/api/admin/events/:id",
    {
      config: { auth: "access" },
      schema: {
        tags,
        summary: "Deletes an event or holiday",
        security,
        params: adminIdParamsSchema,
        headers: idempotencyHeadersSchema,
        response: { 200: envelope(adminDeleteResultSchema) },
      },
    },
    async (request, reply) => {
      const c = context(request);
      const { id } = request.params;
      return ok(
        reply,
        await runIdempotent(fastify, request, reply, (tx) => deleteEvent(tx, id, c)),
      );
    },
  );
};

export default eventRoutes;
