/**
 * The my-page and home figures (API.md "Portal"): approval counts, vacation (company 1 only,
 * spec 6), points and work time, always of the token's own job.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  approvalResultSchema,
  envelope,
  pointResultSchema,
  vacationResultSchema,
  workTimeResultSchema,
} from "../../contract";
import { apiErrors } from "../../lib/api-error";
import { ok } from "../../lib/envelope";
import { findApprovalCounts, findPoints, findVacation, findWorkTime } from "./repository";
import {
  findFeedUpdate,
  freshnessOf,
  jobScope,
  type FigureFeed,
} from "../integration-feeds/feed-status";

/** Spec 6 and 9: company 1 alone has vacation data. */
export const VACATION_COMPANY_ID = 1;

const security = [{ bearerAuth: [] }];
/** The options every figures route shares; generic, so each result stays type-checked. */
const options = <T extends z.ZodType>(summary: string, result: T) => ({
  config: { auth: "access" as const },
  schema: { tags: ["portal"], summary, security, response: { 200: envelope(result) } },
});

const figuresRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** asOf and stale of one part of the caller's figures (API.md "Integration": feeds). */
  const freshness = async (feed: FigureFeed, job: { accountId: string; companyId: number }) =>
    freshnessOf(
      await findFeedUpdate(fastify.db, feed, jobScope(job)),
      fastify.clock.now(),
      fastify.config.FEED_STALE_MINUTES,
    );

  fastify.get(
    "/api/internal/approval",
    options("Approval counts of the caller's job", approvalResultSchema),
    async (request, reply) =>
      ok(reply, {
        ...(await findApprovalCounts(fastify.db, request.auth)),
        ...(await freshness("approval", request.auth)),
      }),
  );

  fastify.get(
    "/api/internal/vacation",
    options(
      "Vacation days of the caller's job (company 1 only, 403 elsewhere)",
      vacationResultSchema,
    ),
    async (request, reply) => {
      const { companyId, empNo } = request.auth;
      if (companyId !== VACATION_COMPANY_ID)
        throw apiErrors.forbidden({ messageKey: "portal.vacationCompanyOnly" });
      const { total, details } = await findVacation(fastify.db, request.auth);
      const list = (kind: "ANNUAL" | "PROJECT") =>
        details
          .filter((row) => row.kind === kind)
          .map(({ label, totalVac, useVac, remainVac }) => ({
            label,
            totalVac,
            useVac,
            remainVac: remainVac ?? totalVac - useVac,
          }));
      return ok(reply, {
        companyId,
        employeeNo: empNo,
        numberOfVacationGranted: total?.granted ?? 0,
        numberOfVacationUsed: total?.used ?? 0,
        numberOfVacationAvailable: total?.available ?? 0,
        annualVacList: list("ANNUAL"),
        projectVacList: list("PROJECT"),
        ...(await freshness("vacation", request.auth)),
      });
    },
  );

  fastify.get(
    "/api/internal/point",
    options("Welfare points of the caller's job", pointResultSchema),
    async (request, reply) =>
      ok(reply, {
        ...(await findPoints(fastify.db, request.auth)),
        ...(await freshness("point", request.auth)),
      }),
  );

  fastify.get(
    "/api/internal/workTime",
    options("Work time of the caller's job this period, in minutes", workTimeResultSchema),
    async (request, reply) =>
      ok(reply, {
        ...(await findWorkTime(fastify.db, request.auth)),
        ...(await freshness("workTime", request.auth)),
      }),
  );
};

export default figuresRoutes;
