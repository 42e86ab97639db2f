/**
 * POST /api/admin/import/people?mode=dry-run|apply&deactivateMissing=false (group admins only),
 * body text/csv (docs/integration.md "CSV import"). The dry run and the apply run the same
 * checks; the apply writes in one transaction and only when there is no problem at all.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_LISTED_PROBLEMS,
  importQuerySchema,
  importResultSchema,
  type ImportResult,
} from "../../contract";
import { ok } from "../../lib/envelope";
import { announceAccountFamiliesEnded, announceChange } from "../../lib/node-cache";
import { adminRightsOf, assertGroupAdmin, requireAdmin } from "../admin/rights";
import { audit, metaOf } from "../identity/audit";
import { applyPlan } from "./apply";
import { parseCsv } from "./csv";
import { planImport } from "./plan";
import { problem, readRows } from "./rows";

const importRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Encapsulated: only this module reads CSV bodies, and only up to the import's own limit.
  fastify.addContentTypeParser(
    ["text/csv", "text/plain"],
    { parseAs: "string", bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  fastify.addHook("preHandler", requireAdmin(fastify.db));

  fastify.post(
    "/api/admin/import/people",
    {
      config: { auth: "access" },
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags: ["admin"],
        summary: "People, departments and jobs from a CSV file: dry run or apply",
        security: [{ bearerAuth: [] }],
        querystring: importQuerySchema,
        response: { 200: envelope(importResultSchema) },
      },
    },
    async (request, reply) => {
      assertGroupAdmin(adminRightsOf(request));
      const started = performance.now();
      const { mode } = request.query;
      const deactivateMissing = request.query.deactivateMissing === "true";
      const text = typeof request.body === "string" ? request.body : "";
      const csv = parseCsv(text);
      const { rows, problems } = csv.ok
        ? readRows(csv.records)
        : { rows: [], problems: [problem(csv.record, null, "BAD_CSV")] };
      const at = fastify.clock.now();
      const outcome = await fastify.db.transaction(async (tx) => {
        const plan = await planImport(tx, rows, deactivateMissing);
        const all = [...problems, ...plan.problems].sort((a, b) => a.row - b.row);
        if (mode === "dry-run" || all.length > 0) return { plan, all, retired: [] as string[] };
        return { plan, all, retired: await applyPlan(tx, plan, at) };
      });
      const applied = mode === "apply" && outcome.all.length === 0;
      if (applied) {
        await announceChange(fastify.db, "organization", "");
        for (const accountId of outcome.retired)
          await announceAccountFamiliesEnded(fastify.db, accountId);
      }
      const result: ImportResult = {
        mode,
        applied,
        problemCount: outcome.all.length,
        problems: outcome.all.slice(0, IMPORT_MAX_LISTED_PROBLEMS),
        summary: outcome.plan.summary,
        elapsedMs: Math.round(performance.now() - started),
      };
      if (mode === "apply") {
        await audit(fastify.db, request.log, metaOf(request), {
          event: "PEOPLE_IMPORT",
          outcome: applied ? "SUCCESS" : "FAILURE",
          accountId: request.auth.accountId,
          details: {
            actor: request.auth.accountId,
            deactivateMissing,
            problems: result.problemCount,
            ...result.summary,
          },
        });
      }
      return ok(reply, result);
    },
  );
};

export default importRoutes;
