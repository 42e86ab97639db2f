/**
 * GET /cas/login: the form, or straight back to the service with a new ticket when the browser
 * has a live SSO session (TGC) and no renew=true; with ?failed=1, the form of a failed post (see
 * login-failure.ts). POST /cas/login: checks the form (see login-post.ts). A service that is not in the registry gets an error page and never a
 * redirect, so /cas/login can't be used as an open redirector or to mint tickets for other hosts.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clearTgc, pageLocale, tgcOf, withTicket } from "./http";
import { takeLoginFailure } from "./login-failure";
import { handleLoginPost } from "./login-post";
import { loginTicketCookieName } from "./login-ticket";
import { CAS_LOGIN_PATH, type PageContext } from "./pages";
import { isRegisteredService } from "./registry";
import { sendLoggedIn, sendLoginForm, sendUnknownService } from "./render";
import { casLoginBodySchema, casLoginQuerySchema } from "./schemas";
import { findSsoSession, issueServiceTicket } from "./tickets";

const loginRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    CAS_LOGIN_PATH,
    {
      schema: {
        tags: ["cas"],
        summary: "CAS login form (or redirect with a ticket when already signed in)",
        querystring: casLoginQuerySchema,
      },
    },
    async (request, reply) => {
      const { service, renew } = request.query;
      const ctx: PageContext = {
        locale: pageLocale(request, reply, request.query.locale),
        service,
      };
      if (service !== undefined && !isRegisteredService(fastify.config, service)) {
        return sendUnknownService(reply, ctx);
      }
      const tgt = tgcOf(request);
      if (tgt && renew !== "true") {
        const now = fastify.clock.now();
        const accountId = await findSsoSession(fastify.db, tgt, now);
        if (accountId && service !== undefined) {
          const ticket = await issueServiceTicket(fastify.db, accountId, service, now);
          return reply.redirect(withTicket(service, ticket), 302);
        }
        if (accountId) return sendLoggedIn(reply, ctx);
        clearTgc(reply); // expired or revoked: drop it so the browser stops sending it
      }
      if (request.query.failed !== undefined) {
        const lt = request.cookies[loginTicketCookieName(fastify.config)];
        const failure = await takeLoginFailure(fastify.db, fastify.clock.now(), lt);
        if (failure) {
          if (failure.retryAfterSeconds !== undefined)
            reply.header("retry-after", String(failure.retryAfterSeconds));
          return sendLoginForm(reply, failure.status, ctx, { ...failure.state, lt: failure.lt });
        }
      }
      return sendLoginForm(reply, 200, ctx);
    },
  );

  fastify.post(
    CAS_LOGIN_PATH,
    {
      schema: {
        tags: ["cas"],
        summary: "CAS login form submission (application/x-www-form-urlencoded)",
        body: casLoginBodySchema,
      },
    },
    async (request, reply) => handleLoginPost(request, reply, request.body),
  );
};

export default loginRoutes;
