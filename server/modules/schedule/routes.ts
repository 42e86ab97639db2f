/**
 * GET /api/internal/eventHoliday?workYear=&workMonth= (API.md "Portal", spec 3 and 4) and
 * GET /api/internal/eventHoliday/latest, which the home calendar's NEW badge compares with the
 * time the user last opened the schedule (docs/decisions/0014-new-badge-follows-the-schedule.md).
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  eventHolidayLatestResultSchema,
  eventHolidayQuerySchema,
  eventHolidayResultSchema,
} from "../../contract";
import { resolveLocale } from "../../i18n";
import { ok } from "../../lib/envelope";
import { latestCreatedAt, listMonth } from "./repository";

/** "2026-11-03" -> "11-2026-03": the spec's month-year-day text, kept for the legacy client. */
export function monthYearDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${month}-${year}-${day}`;
}

const scheduleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/api/internal/eventHoliday",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "Events and holidays of a month: the caller's company and group-wide, by date",
        security: [{ bearerAuth: [] }],
        querystring: eventHolidayQuerySchema,
        response: { 200: envelope(eventHolidayResultSchema) },
      },
    },
    async (request, reply) => {
      const { workYear, workMonth } = request.query;
      const locale = resolveLocale(request);
      const { companyId } = request.auth;
      const rows = await listMonth(fastify.db, companyId, workYear, workMonth, locale);
      return ok(
        reply,
        rows.map((row) => ({ day: monthYearDay(row.day), title: row.title, type: row.type })),
      );
    },
  );

  fastify.get(
    "/api/internal/eventHoliday/latest",
    {
      config: { auth: "access" },
      schema: {
        tags: ["portal"],
        summary: "When the newest event or holiday the caller sees was created (NEW badge)",
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(eventHolidayLatestResultSchema) },
      },
    },
    async (request, reply) => {
      const latest = await latestCreatedAt(fastify.db, request.auth.companyId);
      return ok(reply, { latestCreatedAt: latest ? latest.toISOString() : null });
    },
  );
};

export default scheduleRoutes;
