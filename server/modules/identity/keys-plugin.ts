/**
 * Loads the auth keys once at start and shares them as `fastify.authKeys`: access tokens,
 * verification codes, password decryption and the SSO return cookie all use them. Registered
 * before the auth plugin, whose token checks (auth/token-checks.ts) verify access tokens with them.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { loadAuthKeys, type AuthKeys } from "./keys";

declare module "fastify" {
  interface FastifyInstance {
    authKeys: AuthKeys;
  }
}

async function authKeys(fastify: FastifyInstance) {
  fastify.decorate("authKeys", await loadAuthKeys(fastify.db, fastify.config));
}

export default fp(authKeys, { name: "auth-keys" });
