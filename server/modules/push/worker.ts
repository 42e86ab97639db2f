/**
 * The push worker every node runs: it drains the queue whenever woken (an event queued on this
 * node) and every PUSH_WORKER_INTERVAL_MS otherwise (events queued on other nodes, retries), so a
 * push leaves within a second or two of its event. Rows are claimed with SKIP LOCKED, so the
 * nodes share the work without ever taking the same row.
 */
import type { FastifyInstance } from "fastify";
import { drainOnce, type DeliveryContext } from "./deliver";
import { onPushQueued } from "./events";
import { pruneFinished } from "./queue-repository";

/** The admins' delivery figures cover 30 days; older finished rows are removed hourly. */
const KEEP_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

export function startPushWorker(fastify: FastifyInstance, ctx: DeliveryContext): void {
  const interval = fastify.config.PUSH_WORKER_INTERVAL_MS;
  if (interval === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let prunedAt = 0;

  const schedule = (delay: number) => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(pass, delay);
    timer.unref();
  };
  const pass = () => {
    if (running) {
      again = true; // woken mid-pass: look once more right after
      return;
    }
    running = drainAll(ctx)
      .then(async () => {
        if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
        prunedAt = Date.now();
        await pruneFinished(ctx.db, new Date(ctx.now().getTime() - KEEP_MS));
      })
      .catch((err: unknown) => fastify.log.warn({ err }, "push worker pass failed"))
      .finally(() => {
        running = undefined;
        schedule(again ? 0 : interval);
        again = false;
      });
  };
  const stopWaking = onPushQueued(() => schedule(0));

  fastify.addHook("onReady", async () => schedule(0));
  fastify.addHook("onClose", async () => {
    closed = true;
    stopWaking();
    clearTimeout(timer);
    await running; // do not close the database under a pass
  });
}

async function drainAll(ctx: DeliveryContext): Promise<void> {
  while ((await drainOnce(ctx)) > 0) {
    // keep going while there is work; a fan-out queues deliveries for the next round
  }
}
