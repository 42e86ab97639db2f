/**
 * GET /api/handover?url=/path (API.md "Portal", decision 0004): opens the approval site for
 * the caller with a 60-second handover token (token.ts) instead of the access token, which
 * never goes into a URL. The target is APPROVAL_BASE_URL + path, limited to the hosts of
 * HANDOVER_ALLOWED_HOSTS (target.ts); anything else is 400.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, handoverQuerySchema, handoverResultSchema } from "../../contract";
import { resolveLocale, translate } from "../../i18n";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { handoverTarget } from "./target";
import { loadHandoverKey, signHandoverToken } from "./token";

/** The query parameter the approval site reads the token from. */
export const HANDOVER_PARAM = "handoverToken";

const handoverRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const key = await loadHandoverKey(fastify.db);

  fastify.get(
    "/api/handover",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "302 to the approval site with a 60-second handover token",
        description: "format=json answers { url, expiresAt } instead of redirecting.",
        security: [{ bearerAuth: [] }],
        querystring: handoverQuerySchema,
        response: { 200: envelope(handoverResultSchema) },
      },
    },
    async (request, reply) => {
      const target = handoverTarget(request.query.url, fastify.config);
      if (!target.ok) {
        const messageKey = `portal.handover.${target.reason}` as const;
        const message = translate(resolveLocale(request), messageKey);
        throw apiErrors.validation([{ path: "url", in: "querystring", message }], { messageKey });
      }
      const { token, expiresAt } = await signHandoverToken(key, request.auth, fastify.clock.now());
      target.url.searchParams.set(HANDOVER_PARAM, token);
      const location = target.url.toString();
      if (request.query.format === "json")
        return ok(reply, { url: location, expiresAt: expiresAt.toISOString() });
      return reply.redirect(location, 302);
    },
  );
};

export default handoverRoutes;
