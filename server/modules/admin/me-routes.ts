/**
 * GET /api/admin/me: the caller's rights in the company of its token, and the companies it may
 * manage (a group admin: every company of the group; a company admin: its own). The admin screens
 * ask it once instead of probing other routes, and offer exactly these companies as scopes.
 */
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract";
import { companies } from "../../db/schema";
import { ok } from "../../lib/envelope";
import { adminRightsOf } from "./rights";
import { adminSecurity as security } from "./scope";

const adminMeSchema = z.object({
  kind: z.enum(["GROUP", "COMPANY"]),
  companyId: z.number().int(),
  companies: z.array(z.object({ companyId: z.number().int(), companyName: z.string() })),
});

const adminMeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/admin/me",
    {
      config: { auth: "access" },
      schema: {
        tags: ["admin"],
        summary: "The caller's admin rights and the companies it manages",
        security,
        response: { 200: envelope(adminMeSchema) },
      },
    },
    async (request, reply) => {
      const rights = adminRightsOf(request);
      const list = fastify.db
        .select({ companyId: companies.id, companyName: companies.companyName })
        .from(companies);
      const rows = await (rights.kind === "GROUP"
        ? list.orderBy(asc(companies.sortOrder), asc(companies.id))
        : list.where(eq(companies.id, rights.companyId)));
      return ok(reply, { kind: rights.kind, companyId: rights.companyId, companies: rows });
    },
  );
};

export default adminMeRoutes;
