/**
 * The deferred half of an offline logout (issue 12, defect 5). A device that logged out without a
 * network dropped its tokens at once and kept only the family id (the access token's `fid` claim);
 * at its first contact it sends that id here and the family is revoked, so the refresh token from
 * before the logout, wherever a copy of it survives, no longer rotates.
 *
 * No token is asked for: the device has none left by design. The id is a random UUID found only
 * inside that session's own access tokens, and the only power it grants is to end that session,
 * which is what its holder asked for; the answer is the same whether or not the family exists.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { emptyResultSchema, envelope } from "../../contract";
import { ok } from "../../lib/envelope";
import { announceFamilyEnded } from "../../lib/node-cache";
import { audit, metaOf } from "../identity/audit";
import { familyOwner, revokeFamily } from "../identity/refresh-repository";

export const ENDED_FAMILY_PATH = "/api/logout/ended-family";

export const endedFamilyBodySchema = z.object({
  familyId: z.uuid().describe("The `fid` claim of the session's access tokens"),
});

const endedFamilyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    ENDED_FAMILY_PATH,
    {
      config: { auth: "none" },
      schema: {
        tags: ["session"],
        summary: "Ends a refresh family whose device logged out offline; `{}` whether or not known",
        body: endedFamilyBodySchema,
        response: { 200: envelope(emptyResultSchema) },
      },
    },
    async (request, reply) => {
      const { familyId } = request.body;
      const revoked = await revokeFamily(fastify.db, familyId, fastify.clock.now());
      if (revoked > 0) {
        await announceFamilyEnded(fastify.db, familyId);
        const owner = await familyOwner(fastify.db, familyId);
        await audit(fastify.db, fastify.log, metaOf(request), {
          event: "LOGOUT",
          outcome: "SUCCESS",
          accountId: owner?.accountId ?? null,
          companyId: owner?.companyId ?? null,
          details: { deferred: true, revoked },
        });
      }
      return ok(reply, {}, { messageKey: "auth.loggedOut" });
    },
  );
};

export default endedFamilyRoutes;
