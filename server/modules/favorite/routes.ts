/**
 * GET /api/favorite and PUT /api/favorite (API.md "Portal"): the caller's own favorites in the
 * current company. The body's validation (spec 5 "Favorite popup") is the contract's schema;
 * ownership and renumbering are in service.ts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  favoriteResultSchema,
  favoriteUpdateBodySchema,
  idempotencyHeadersSchema,
  type FavoriteErrorKey,
} from "../../contract";
import { resolveLocale, type MessageKey } from "../../i18n";
import { ok } from "../../lib/envelope";
import { runIdempotent } from "../../lib/idempotency";
import { favoriteList, saveFavorites } from "./service";

// The contract names its message keys as plain strings; this fails to compile if one of them
// has no server text.
const keysHaveTexts: FavoriteErrorKey extends MessageKey ? true : never = true;
void keysHaveTexts;

const security = [{ bearerAuth: [] }];

const favoriteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/favorite",
    {
      config: { auth: "access", etag: true },
      schema: {
        tags: ["portal"],
        summary: "The caller's favorites, by priority",
        security,
        response: { 200: envelope(favoriteResultSchema) },
      },
    },
    async (request, reply) => ok(reply, await favoriteList(fastify.db, request.auth)),
  );

  fastify.put(
    "/api/favorite",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Adds, updates, deletes (deleteFlag) and reorders the caller's favorites",
        description:
          "One transaction; 404 (nothing changed) for an id that is not the caller's; " +
          "returns the saved list renumbered 1..n. Honours Idempotency-Key.",
        security,
        headers: idempotencyHeadersSchema,
        body: favoriteUpdateBodySchema,
        response: { 200: envelope(favoriteResultSchema) },
      },
    },
    async (request, reply) => {
      const context = { now: fastify.clock.now(), locale: resolveLocale(request) };
      const saved = await runIdempotent(fastify, request, reply, (tx) =>
        saveFavorites(tx, request.auth, request.body, context),
      );
      return ok(reply, saved);
    },
  );
};

export default favoriteRoutes;
