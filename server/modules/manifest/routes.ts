/**
 * GET /manifest.webmanifest (the address index.html links to): the manifest in the caller's
 * language, chosen like every server text (locale cookie, Accept-Language, Korean). The link
 * carries crossorigin="use-credentials", or browsers would fetch it without the cookie.
 * The service worker does not precache it (it would pin one language); it goes network-first
 * and keeps the last answer for offline use (src/sw/manifest-route.ts).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resolveLocale } from "../../i18n";
import { webAppManifest } from "./manifest";

export const MANIFEST_PATH = "/manifest.webmanifest";
/** Short: a language switch reaches an installed app's name soon, without a request per use. */
const MAX_AGE_SECONDS = 600;

const manifestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    MANIFEST_PATH,
    {
      schema: {
        tags: ["pwa"],
        summary: "The web app manifest in the caller's language",
        produces: ["application/manifest+json"],
      },
    },
    async (request, reply) =>
      reply
        .type("application/manifest+json; charset=utf-8")
        .header("vary", "Cookie, Accept-Language")
        .header("cache-control", `public, max-age=${MAX_AGE_SECONDS}`)
        .send(JSON.stringify(webAppManifest(resolveLocale(request)))),
  );
};

export default manifestRoutes;
