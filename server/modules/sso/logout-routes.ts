/**
 * Single logout (issue 12, defect 3; DESIGN.md §6b). The portal's logout ends the refresh family
 * (GET /api/logout), but the CAS ticket-granting cookie lives on the CAS server's path (/cas, or
 * another host with CAS_BASE_URL) where the page can neither see nor remove it: without this,
 * Back or "log in again" signs the same person in without a password. So after the API logout the
 * page navigates here, and the browser goes through `${casBase}/logout`, which ends the SSO session
 * and removes the cookie, and comes back to /LogoutSuccess. The embedded CAS follows that service
 * (server/cas/service-routes.ts); an external CAS follows it if its own registry allows the URL,
 * else it shows its own signed-out page.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { casBaseUrl, portalLogoutLanding } from "../../cas/registry";

export const SSO_LOGOUT_PATH = "/api/logout/sso";

const ssoLogoutRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    SSO_LOGOUT_PATH,
    {
      config: { auth: "none" },
      schema: {
        tags: ["auth"],
        summary: "Single logout: 302 to the CAS logout, which comes back to /LogoutSuccess",
        querystring: z.object({}),
      },
    },
    async (_request, reply) => {
      // Both parts come from configuration, never from the request (no open redirect).
      const service = encodeURIComponent(portalLogoutLanding(fastify.config));
      return reply.redirect(`${casBaseUrl(fastify.config)}/logout?service=${service}`, 302);
    },
  );
};

export default ssoLogoutRoutes;
