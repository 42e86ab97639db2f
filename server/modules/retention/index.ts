/**
 * Schedules the retention job (retention-job.ts) on every node: the advisory lock makes the
 * nodes take turns, so no node needs to be "the" scheduler. The first pass waits a little after
 * start, with jitter, so a fleet restarted together does not start its passes together.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { runRetention } from "./retention-job";

const FIRST_PASS_DELAY_MS = 60_000;

async function retention(fastify: FastifyInstance): Promise<void> {
  const { RETENTION_INTERVAL_MINUTES: minutes } = fastify.config;
  if (minutes === 0) return;
  const policy = {
    expiredDays: fastify.config.RETENTION_EXPIRED_DAYS,
    auditDays: fastify.config.RETENTION_AUDIT_DAYS,
    usageDays: fastify.config.RETENTION_USAGE_DAYS,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const schedule = (delayMs: number) => {
    if (closed) return;
    timer = setTimeout(pass, delayMs);
    timer.unref(); // never the reason the process stays alive
  };
  const pass = () => {
    running = runRetention(fastify.db, policy, fastify.clock.now())
      .then((outcome) => {
        if (outcome.ran) fastify.log.info({ deleted: outcome.deleted }, "retention pass done");
        else fastify.log.debug("retention pass skipped: another node holds the lock");
      })
      // A database outage must not end the schedule; the next pass tries again.
      .catch((err: unknown) => fastify.log.warn({ err }, "retention pass failed"))
      .finally(() => {
        running = undefined;
        schedule(minutes * 60_000);
      });
  };

  fastify.addHook("onReady", async () => {
    schedule(FIRST_PASS_DELAY_MS * (1 + Math.random()));
  });
  fastify.addHook("onClose", async () => {
    closed = true;
    clearTimeout(timer);
    await running; // do not close the database under a pass
  });
}

export default fp(retention, { name: "retention", dependencies: ["clock"] });
