/**
 * Probes for load balancers and orchestrators (DESIGN.md §4):
 * /healthz: the process is up and serving; /readyz: the database answers too.
 * Plain JSON outside the envelope, as probes expect. Their per-request log lines are switched
 * off in lib/logger.ts (logController), because probes poll every few seconds.
 */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema, readinessSchema } from "../../contract";

/** A stuck database must fail the probe, not hang it past the balancer's own timeout. */
export const READY_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const systemRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    "/healthz",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness: the process is up",
        response: { 200: healthSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  fastify.get(
    "/readyz",
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: the database is reachable",
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(fastify.database.ping(), READY_TIMEOUT_MS);
        return { status: "ok" as const, database: "ok" as const };
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed: database unreachable");
        reply.code(503);
        return { status: "unavailable" as const, database: "unreachable" as const };
      }
    },
  );
};

export default systemRoutes;
