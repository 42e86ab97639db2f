/** POST /api/account/user/init-password (none) and PUT /api/account/user/password (access). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  initPasswordBodySchema,
  initPasswordResultSchema,
  passwordChangeBodySchema,
  passwordChangeResultSchema,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { changePassword, initPassword } from "./password-service";

const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    "/api/account/user/init-password",
    {
      config: { auth: "none" },
      schema: {
        tags: ["auth"],
        summary: "Sends a temporary password to the registered phone (else e-mail) only",
        body: initPasswordBodySchema,
        response: { 200: envelope(initPasswordResultSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await initPassword(fastify, request, request.body), {
        messageKey: "auth.temporaryPasswordSent",
      }),
  );

  fastify.put(
    "/api/account/user/password",
    {
      config: { auth: "access" },
      schema: {
        tags: ["auth"],
        summary: "Changes the password; every old session ends and a new token pair is returned",
        security: [{ bearerAuth: [] }],
        body: passwordChangeBodySchema,
        response: { 200: envelope(passwordChangeResultSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await changePassword(fastify, request, request.body), {
        messageKey: "auth.passwordChanged",
      }),
  );
};

export default passwordRoutes;
