/**
 * SCIM 2.0 provisioning (API.md "Integration (wave 2)"), a scope of its own: these routes are
 * not /api, so they answer SCIM bodies as application/scim+json, not the portal envelope. This
 * plugin is encapsulated (not fastify-plugin): its error handler, body parser and hooks apply to
 * /scim/v2 only. The routes stay out of the OpenAPI document (schema.hide), which describes /api.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireApiKey } from "../integration-auth";
import { SCIM_BASE } from "./constants";
import { registerDiscoveryRoutes } from "./discovery-routes";
import { scimErrors, setScimErrorHandler } from "./errors";
import { registerGroupRoutes } from "./group-routes";
import { registerUserRoutes } from "./user-routes";

const scimRoutes: FastifyPluginAsyncZod = async (fastify) => {
  setScimErrorHandler(fastify);
  // Identity providers send application/scim+json (RFC 7644 §3.1); plain JSON is accepted too.
  fastify.addContentTypeParser(
    "application/scim+json",
    { parseAs: "string" },
    fastify.getDefaultJsonParser("error", "error"),
  );
  // Before the body is read: an unauthenticated caller learns nothing about body rules.
  fastify.addHook("onRequest", requireApiKey(fastify.db, "scim"));
  // Provisioning answers carry personal data: never stored by any cache on the way.
  fastify.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  registerDiscoveryRoutes(fastify);
  registerUserRoutes(fastify);
  registerGroupRoutes(fastify);
  // Unknown SCIM paths get a SCIM 404 here, not the app's not-found handler (envelope or shell).
  const notFound = async () => {
    throw scimErrors.notFound("Resource");
  };
  fastify.all(SCIM_BASE, { schema: { hide: true } }, notFound);
  fastify.all(`${SCIM_BASE}/*`, { schema: { hide: true } }, notFound);
};

export default scimRoutes;
