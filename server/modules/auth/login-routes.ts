/** GET /api/account/public-key and POST /api/account/user/valid (API.md "Login and session"). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  loginValidBodySchema,
  loginValidResultSchema,
  publicKeyResultSchema,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { loginWithPassword } from "./login-service";

const loginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/account/public-key",
    {
      config: { auth: "none" },
      schema: {
        tags: ["auth"],
        summary: "RSA-OAEP-256 public key the login and password forms encrypt with",
        response: { 200: envelope(publicKeyResultSchema) },
      },
    },
    async (_request, reply) => ok(reply, fastify.authKeys.publicKey),
  );

  fastify.post(
    "/api/account/user/valid",
    {
      config: { auth: "none" },
      schema: {
        tags: ["auth"],
        summary: "ID/password login: VERIFY (temporary token) or DONE (one-time login code)",
        body: loginValidBodySchema,
        response: { 200: envelope(loginValidResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await loginWithPassword(fastify, request, request.body);
      return ok(
        reply,
        result,
        result.next === "VERIFY" ? { messageKey: "auth.verificationRequired" } : {},
      );
    },
  );
};

export default loginRoutes;
