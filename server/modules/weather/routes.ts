/**
 * GET /api/weather (API.md "Portal"). Group-wide data, the same for every company, but still
 * behind the access token like the rest of the portal.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, weatherResultSchema } from "../../contract";
import { resolveLocale } from "../../i18n";
import { ok } from "../../lib/envelope";
import { listWeather, weatherFeedUpdate } from "./repository";
import { freshnessOf } from "../integration-feeds/feed-status";

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
    async (request, reply) => {
      const [items, updatedAt] = await Promise.all([
        listWeather(fastify.db, resolveLocale(request)),
        weatherFeedUpdate(fastify.db),
      ]);
      // Stale is decided per request: a cached asOf grows old while it sits in the cache.
      const fresh = freshnessOf(updatedAt, fastify.clock.now(), fastify.config.FEED_STALE_MINUTES);
      return ok(
        reply,
        items.map((item) => ({ ...item, ...fresh })),
      );
    },
  );
};

export default weatherRoutes;
