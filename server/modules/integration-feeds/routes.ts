/**
 * Feeds (API.md "Integration (wave 2)"), scope `feed`: source systems push figures, weather and
 * holidays. Every call is an idempotent upsert in one transaction, recorded in feed_status,
 * announced to every node's caches after the commit, and audited with the key as the actor.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  envelope,
  feedAccountParamsSchema,
  feedFiguresBatchSchema,
  feedFiguresBodySchema,
  feedFiguresResultSchema,
  feedHolidayParamsSchema,
  feedHolidaysBodySchema,
  feedWeatherBodySchema,
  feedWriteResultSchema,
} from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { announceChange } from "../../lib/node-cache";
import { audit, metaOf } from "../identity/audit";
import { replaceHolidays, replaceWeather } from "./content-writers";
import { onApprovalCountChanged } from "../push/events";
import { findPrimaryJobs, writeFigures, type FigureParts } from "./figures-writer";
import { integrationKeyOf, keyActor, requireApiKey } from "../integration-auth";

// The integration key travels as a bearer secret (API.md "Integration").
// An integration key, not a person's access token (the document's integrationKey scheme).
const security = [{ integrationKey: [] }];
const schemaOf = <T extends object>(summary: string, parts: T) => ({
  tags: ["integration"],
  summary,
  security,
  ...parts,
});

const feedRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Before the body is read: a caller without a valid key learns nothing about the body rules.
  fastify.addHook("onRequest", requireApiKey(fastify.db, "feed"));

  const audited = (
    request: FastifyRequest,
    feed: string,
    details: Record<string, number | string>,
  ) =>
    audit(fastify.db, request.log, metaOf(request), {
      event: "FEED_UPDATE",
      outcome: "SUCCESS",
      details: {
        actor: keyActor(integrationKeyOf(request)),
        keyName: integrationKeyOf(request).name,
        feed,
        ...details,
      },
    });

  /** Writes the figures of the people that have a job; the others come back as unknown. */
  async function feedFigures(
    request: FastifyRequest,
    items: Array<{ accountId: string } & FigureParts>,
  ) {
    const at = fastify.clock.now();
    const jobs = await findPrimaryJobs(
      fastify.db,
      items.map((i) => i.accountId),
    );
    const entries: Array<{ job: { accountId: string; companyId: number }; parts: FigureParts }> =
      [];
    const unknownAccountIds: string[] = [];
    for (const { accountId, ...parts } of items) {
      const job = jobs.get(accountId.trim().toLowerCase());
      if (job) entries.push({ job, parts });
      else unknownAccountIds.push(accountId);
    }
    const rises =
      entries.length > 0 ? await fastify.db.transaction((tx) => writeFigures(tx, entries, at)) : [];
    // After the commit: the push worker may send at once, and must read the new count.
    for (const { job, before, after } of rises)
      await onApprovalCountChanged(fastify.db, job.accountId, job.companyId, before, after, at);
    await audited(request, "figures", {
      people: entries.length,
      unknown: unknownAccountIds.length,
    });
    return { updated: entries.length, unknownAccountIds, asOf: at.toISOString() };
  }

  fastify.put(
    "/api/integration/figures/:accountId",
    {
      schema: schemaOf("Figures of one person's primary job (idempotent upsert)", {
        params: feedAccountParamsSchema,
        body: feedFiguresBodySchema,
        response: { 200: envelope(feedFiguresResultSchema) },
      }),
    },
    async (request, reply) => {
      const result = await feedFigures(request, [
        { accountId: request.params.accountId, ...request.body },
      ]);
      if (result.updated === 0) throw apiErrors.notFound();
      return ok(reply, result);
    },
  );

  fastify.put(
    "/api/integration/figures",
    {
      schema: schemaOf("Figures of up to 1,000 people in one call (one transaction)", {
        body: feedFiguresBatchSchema,
        response: { 200: envelope(feedFiguresResultSchema) },
      }),
    },
    async (request, reply) => ok(reply, await feedFigures(request, request.body)),
  );

  fastify.put(
    "/api/integration/weather",
    {
      schema: schemaOf("Replaces the weather list (display order = body order)", {
        body: feedWeatherBodySchema,
        response: { 200: envelope(feedWriteResultSchema) },
      }),
    },
    async (request, reply) => {
      const at = fastify.clock.now();
      await fastify.db.transaction((tx) => replaceWeather(tx, request.body, at));
      await announceChange(fastify.db, "weather", "");
      await audited(request, "weather", { count: request.body.length });
      return ok(reply, { count: request.body.length, asOf: at.toISOString() });
    },
  );

  fastify.put(
    "/api/integration/holidays/:year",
    {
      schema: schemaOf("Replaces the group-wide public holidays of a year, in 4 languages", {
        params: feedHolidayParamsSchema,
        body: feedHolidaysBodySchema,
        response: { 200: envelope(feedWriteResultSchema) },
      }),
    },
    async (request, reply) => {
      const { year } = request.params;
      const outside = request.body.findIndex((item) => !item.day.startsWith(`${year}-`));
      if (outside >= 0) {
        throw apiErrors.validation([
          { path: `${outside}.day`, in: "body", message: `not in ${year}` },
        ]);
      }
      const at = fastify.clock.now();
      await fastify.db.transaction((tx) => replaceHolidays(tx, year, request.body, at));
      await audited(request, "holidays", { year, count: request.body.length });
      return ok(reply, { count: request.body.length, asOf: at.toISOString() });
    },
  );
};

export default feedRoutes;
