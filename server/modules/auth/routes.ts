/** The auth module's routes: login, daily verification, passwords. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import loginRoutes from "./login-routes";
import passwordRoutes from "./password-routes";
import verificationRoutes from "./verification-routes";

const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(loginRoutes);
  await fastify.register(verificationRoutes);
  await fastify.register(passwordRoutes);
};

export default authRoutes;
