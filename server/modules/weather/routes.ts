/**
 * GET /api/weather (API.md "Portal"). Group-wide data, the same for every company, but still
 * behind the access token like the rest of the portal.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, weatherResultSchema } from "../../contract";
import { resolveLocale } from "../../i18n";
import { ok } from "../../lib/envelope";
import { listWeather } from "./repository";

const weatherRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/weather",
    {
      config: { auth: "access", etag: true },
      schema: {
        tags: ["portal"],
        summary: "Current weather per region",
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(weatherResultSchema) },
      },
    },
    async (request, reply) => ok(reply, await listWeather(fastify.db, resolveLocale(request))),
  );
};

export default weatherRoutes;
