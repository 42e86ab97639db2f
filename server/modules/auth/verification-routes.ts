/**
 * The daily verification calls; all three accept ONLY the temporary token (DESIGN.md §5):
 * GET /api/account/user/contact-info, POST /api/account/authentication/code/send and /valid.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  codeSendBodySchema,
  codeSendResultSchema,
  codeValidBodySchema,
  codeValidResultSchema,
  contactInfoResultSchema,
  envelope,
} from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { findAccount } from "../identity/account-repository";
import { maskEmail, maskPhone } from "./notify-messages";
import { sendCode, validateCode } from "./verification-service";

const security = [{ bearerAuth: [] }];

const verificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/account/user/contact-info",
    {
      config: { auth: "temporary" },
      schema: {
        tags: ["auth"],
        summary: "Masked phone and e-mail the code can be sent to (temporary token)",
        security,
        response: { 200: envelope(contactInfoResultSchema) },
      },
    },
    async (request, reply) => {
      const account = await findAccount(fastify.db, request.temporaryAuth.accountId);
      if (!account) throw apiErrors.unauthorized();
      // Only channels a transport can deliver to are offered.
      const phone = fastify.notifier.supports("sms") ? maskPhone(account.phone) : null;
      const email = fastify.notifier.supports("email") ? maskEmail(account.email) : null;
      return ok(reply, { phone, email });
    },
  );

  fastify.post(
    "/api/account/authentication/code/send",
    {
      config: { auth: "temporary" },
      schema: {
        tags: ["auth"],
        summary: "Sends a 6-digit code (valid 2 minutes) to the registered channel",
        security,
        body: codeSendBodySchema,
        response: { 200: envelope(codeSendResultSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await sendCode(fastify, request, request.body.channel), {
        messageKey: "auth.codeSent",
      }),
  );

  fastify.post(
    "/api/account/authentication/code/valid",
    {
      config: { auth: "temporary" },
      schema: {
        tags: ["auth"],
        summary: "Checks the code; returns a one-time login code for POST /api/account/token",
        security,
        body: codeValidBodySchema,
        response: { 200: envelope(codeValidResultSchema) },
      },
    },
    async (request, reply) => ok(reply, await validateCode(fastify, request, request.body.code)),
  );
};

export default verificationRoutes;
