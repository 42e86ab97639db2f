/**
 * The embedded CAS service's non-form endpoints:
 * - GET /cas/serviceValidate and /cas/p3/serviceValidate: ticket validation as CAS XML;
 * - GET /cas/logout: ends the SSO session (row revoked, TGC cookie removed); back to a REGISTERED
 *   service or the portal's logout landing only, else a page;
 * - GET /cas/assets/cas.css: the pages' stylesheet.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { resolveLocale } from "../i18n";
import { clearTgc, tgcOf } from "./http";
import { STYLESHEET_PATH } from "./pages";
import { isRegisteredService, portalLogoutLanding } from "./registry";
import { sendMessage } from "./render";
import { casLogoutQuerySchema, casValidateQuerySchema } from "./schemas";
import { CAS_STYLESHEET } from "./stylesheet";
import { endSsoSession } from "./tickets";
import { validateServiceTicket } from "./validate";
import { serviceResponseXml, XML_CONTENT_TYPE } from "./xml";

const VALIDATE_PATHS = ["/cas/serviceValidate", "/cas/p3/serviceValidate"] as const;

const serviceRoutes: FastifyPluginAsyncZod = async (fastify) => {
  for (const path of VALIDATE_PATHS) {
    fastify.get(
      path,
      {
        schema: {
          tags: ["cas"],
          summary: "CAS 3.0 service ticket validation (XML serviceResponse)",
          querystring: casValidateQuerySchema,
        },
        // A malformed query (repeated or overlong parameter) is answered in CAS XML too.
        attachValidation: true,
      },
      async (request, reply) => {
        const result = request.validationError
          ? ({ ok: false, code: "INVALID_REQUEST", message: "malformed request" } as const)
          : await validateServiceTicket(
              { db: fastify.db, config: fastify.config, now: fastify.clock.now() },
              request.query,
              (error) => request.log.error({ err: error }, "CAS ticket validation failed"),
            );
        if (!result.ok) request.log.info({ casCode: result.code }, "CAS ticket refused");
        return reply.code(200).type(XML_CONTENT_TYPE).send(serviceResponseXml(result));
      },
    );
  }

  fastify.get(
    "/cas/logout",
    {
      schema: {
        tags: ["cas"],
        summary: "Ends the CAS single-sign-on session",
        querystring: casLogoutQuerySchema,
      },
    },
    async (request, reply) => {
      const tgt = tgcOf(request);
      if (tgt) await endSsoSession(fastify.db, tgt, fastify.clock.now());
      clearTgc(reply);
      const { service } = request.query;
      if (isRegisteredService(fastify.config, service)) return reply.redirect(service, 302);
      // The portal's own logout landing, built from configuration (exact match): the portal's
      // single logout (GET /api/logout/sso) comes back to it.
      if (service === portalLogoutLanding(fastify.config)) return reply.redirect(service, 302);
      const locale = resolveLocale(request);
      return sendMessage(
        reply,
        200,
        { locale },
        { title: "cas.loggedOutTitle", text: "cas.loggedOutText", backToLogin: true },
      );
    },
  );

  fastify.get(
    STYLESHEET_PATH,
    { schema: { hide: true, querystring: z.object({}) } },
    async (_request, reply) => reply.type("text/css; charset=utf-8").send(CAS_STYLESHEET),
  );
};

export default serviceRoutes;
