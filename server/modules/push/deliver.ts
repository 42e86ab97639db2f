/**
 * Handles claimed queue rows: an event is fanned out, a delivery is sent and its outcome
 * recorded. A device that is gone is removed (subscription deleted, native token cleared).
 */
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { deviceTokens, pushSubscriptions } from "../../db/schema";
import type { PushEvent } from "./events";
import { fanOut } from "./fanout";
import { sendFcm } from "./fcm-sender";
import type { Delivery, PushMessage } from "./messages";
import { claimDue, finish, retryLater, type ClaimedRow } from "./queue-repository";
import type { SendOutcome } from "./send-outcome";
import { dropSubscription } from "./subscription-repository";
import type { VapidKeys } from "./vapid";
import { sendWebPush } from "./web-sender";

export interface DeliveryContext {
  db: Db;
  config: Pick<Config, "PUSH_VAPID_SUBJECT" | "FCM_SERVICE_ACCOUNT_JSON" | "FCM_ENDPOINT">;
  vapid: VapidKeys;
  now: () => Date;
  log: FastifyBaseLogger;
}

const BATCH = 20;

/** One pass: claims up to BATCH due rows and handles them; returns how many it took. */
export async function drainOnce(ctx: DeliveryContext): Promise<number> {
  const rows = await claimDue(ctx.db, ctx.now(), BATCH);
  await Promise.all(rows.map((row) => handle(ctx, row)));
  return rows.length;
}

async function handle(ctx: DeliveryContext, row: ClaimedRow): Promise<void> {
  try {
    if (row.kind === "event") return await fanOut(ctx.db, row.id, row.body as PushEvent, ctx.now());
    const outcome =
      row.kind === "web" ? await sendToBrowser(ctx, row) : await sendToShell(ctx, row);
    await record(ctx, row, outcome);
  } catch (error) {
    // A database hiccup: the row stays pending and comes back after its backoff.
    ctx.log.warn({ err: error, pushQueueId: row.id }, "push row failed; retrying later");
    await retryLater(ctx.db, row, ctx.now(), String(error)).catch((err: unknown) =>
      ctx.log.warn({ err }, "push retry could not be recorded; the lease will return the row"),
    );
  }
}

interface DeliveryBody extends Delivery {
  target: string;
  message: PushMessage;
}

async function sendToBrowser(ctx: DeliveryContext, row: ClaimedRow): Promise<SendOutcome | null> {
  const body = row.body as unknown as DeliveryBody;
  const [subscription] = await ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, body.target));
  if (!subscription) return null; // unsubscribed or logged out since the fan-out
  const vapid = { ...ctx.vapid, subject: ctx.config.PUSH_VAPID_SUBJECT };
  const outcome = await sendWebPush(subscription, body.message, body, vapid);
  if (outcome.status === "dropped") await dropSubscription(ctx.db, subscription.id);
  return outcome;
}

async function sendToShell(ctx: DeliveryContext, row: ClaimedRow): Promise<SendOutcome | null> {
  const account = ctx.config.FCM_SERVICE_ACCOUNT_JSON;
  if (!account) return null; // no FCM configured: native tokens get nothing
  const body = row.body as unknown as DeliveryBody;
  const outcome = await sendFcm(account, ctx.config.FCM_ENDPOINT, body.target, body.message, body);
  if (outcome.status === "dropped") {
    await ctx.db
      .update(deviceTokens)
      .set({ pushToken: null })
      .where(eq(deviceTokens.pushToken, body.target));
  }
  return outcome;
}

async function record(ctx: DeliveryContext, row: ClaimedRow, outcome: SendOutcome | null) {
  const now = ctx.now();
  if (!outcome) return finish(ctx.db, row.id, "skipped", now);
  if (outcome.status === "sent") return finish(ctx.db, row.id, "sent", now);
  if (outcome.status === "retry") return retryLater(ctx.db, row, now, outcome.error);
  ctx.log.info({ pushQueueId: row.id, kind: row.kind, error: outcome.error }, "push not delivered");
  return finish(ctx.db, row.id, outcome.status, now, outcome.error);
}
