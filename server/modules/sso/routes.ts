/**
 * The portal as a CAS 3.0 client (API.md "Login and session"):
 * - GET /api/login/sso?returnTo=/path -> 302 to `${casBase}/login?service=<registered callback>`;
 *   returnTo (made safe) waits in a signed cookie, never in the service URL;
 * - GET /api/token/cas?ticket=ST-... -> validates the ticket (in-process for the embedded service,
 *   over HTTP for an external one), starts the portal session and 302s to /loginSuccess?code= or
 *   /login?temporaryToken=; ANY failure 302s to /login?error=<LoginError> (never a 500, never
 *   a session). Both Location targets come from configuration, never from the Host header.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { casBaseUrl, portalServiceUrl } from "../../cas/registry";
import { casTokenQuerySchema, ssoQuerySchema, type LoginError } from "../../contract";
import { audit, metaOf } from "../identity/audit";
import { SessionStartError, startSession } from "../auth/session-start";
import { rememberReturnPath, takeReturnPath } from "./return-state";
import { safeReturnPath } from "../../../shared/return-path";
import { USER_ATTRIBUTE_MISSING, validateTicket } from "./validate-ticket";

const ssoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/login/sso",
    {
      schema: {
        tags: ["auth"],
        summary: "Starts CAS single sign-on: 302 to the CAS login page",
        querystring: ssoQuerySchema,
      },
      // A hostile returnTo is not worth an error page: the user still logs in, and lands on "/".
      attachValidation: true,
    },
    async (request, reply) => {
      const service = portalServiceUrl(fastify.config);
      if (!service) {
        request.log.error("CAS_SERVICES lists no portal callback (/api/token/cas)");
        return reply.redirect("/login?error=LOGIN_FAILED", 302);
      }
      const returnTo = request.validationError
        ? "/"
        : safeReturnPath(request.query.returnTo ?? "/");
      if (returnTo !== "/") rememberReturnPath(reply, returnTo);
      const target = `${casBaseUrl(fastify.config)}/login?service=${encodeURIComponent(service)}`;
      return reply.redirect(target, 302);
    },
  );

  fastify.get(
    "/api/token/cas",
    {
      schema: {
        tags: ["auth"],
        summary: "CAS callback: validates the ticket and redirects into the app",
        querystring: casTokenQuerySchema,
      },
      attachValidation: true, // a missing ticket is a failed login (redirect), not a JSON 400
    },
    async (request, reply) => {
      const meta = { ...metaOf(request), method: "cas" as const };
      const fail = async (error: LoginError, reason: string) => {
        await audit(fastify.db, request.log, meta, {
          event: "LOGIN",
          outcome: "FAILURE",
          details: { method: "cas", reason },
        });
        return reply.redirect(`/login?error=${error}`, 302);
      };
      const returnTo = takeReturnPath(request, reply);
      const service = portalServiceUrl(fastify.config);
      if (!service) return fail("LOGIN_FAILED", "NO_PORTAL_SERVICE");
      if (request.validationError) return fail("INVALID_TICKET", "INVALID_REQUEST");

      const result = await validateTicket(fastify, request.log, service, request.query.ticket);
      if (!result.ok) {
        // Authenticated by CAS, but no account id to map to: the same message as an unknown one.
        const error =
          result.code === "INTERNAL_ERROR"
            ? "LOGIN_FAILED"
            : result.code === USER_ATTRIBUTE_MISSING
              ? "UNKNOWN_ACCOUNT"
              : "INVALID_TICKET";
        return fail(error, result.code);
      }
      try {
        // startSession audits its own outcome (LOGIN SUCCESS, or DENIED with the reason).
        const session = await startSession(fastify, result.user, meta);
        const back = returnTo === "/" ? "" : `&returnTo=${encodeURIComponent(returnTo)}`;
        return session.next === "DONE"
          ? reply.redirect(`/loginSuccess?code=${encodeURIComponent(session.code)}${back}`, 302)
          : reply.redirect(
              `/login?temporaryToken=${encodeURIComponent(session.temporaryToken)}${back}`,
              302,
            );
      } catch (error) {
        if (error instanceof SessionStartError)
          return reply.redirect(`/login?error=${error.reason}`, 302);
        request.log.error({ err: error }, "CAS login: the session could not start");
        return reply.redirect("/login?error=LOGIN_FAILED", 302);
      }
    },
  );
};

export default ssoRoutes;
