/**
 * The embedded CAS 3.0 service (DESIGN.md §5), registered only when CAS_BASE_URL is unset:
 * with an external CAS server configured, /cas answers 404 like any unknown path.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import loginRoutes from "./login-routes";
import { isEmbeddedCas } from "./registry";
import serviceRoutes from "./service-routes";

const casRoutes: FastifyPluginAsyncZod = async (fastify) => {
  if (!isEmbeddedCas(fastify.config)) return;
  await fastify.register(loginRoutes);
  await fastify.register(serviceRoutes);
};

export default casRoutes;
