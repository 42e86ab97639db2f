/**
 * GET /api/banner/display (API.md "Portal"): up to 5 enabled billboards in their period, by
 * sortOrder (newest first among equals), of the group and of the caller's current company.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bannerResultSchema, envelope } from "../../contract";
import { ok } from "../../lib/envelope";
import { listActiveBillboards } from "./repository";

/**
 * Spec 3: the applied link is https:// only. The table has a CHECK for it, but a prefix check
 * in SQL is not a URL parser ("https://" alone, spaces...), so the answer re-checks: anything
 * that does not parse as an https URL with a host is dropped rather than handed to the page.
 */
export function httpsOnly(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname !== "" && !/\s/.test(link) ? link : null;
  } catch {
    return null;
  }
}

const bannerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/banner/display",
    {
      config: { auth: "access", etag: true },
      schema: {
        tags: ["portal"],
        summary:
          "Enabled billboards (at most 5) of the group and the caller's company in their period, by sortOrder",
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(bannerResultSchema) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.auth;
      const rows = await listActiveBillboards(fastify.db, companyId, fastify.clock.now());
      return ok(
        reply,
        rows.map((row) => ({
          ...row,
          link: httpsOnly(row.link),
          updatedAt: row.updatedAt.toISOString(),
        })),
      );
    },
  );
};

export default bannerRoutes;
