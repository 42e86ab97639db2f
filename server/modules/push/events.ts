/**
 * What other modules call when something worth a push happens. Each call only queues an event
 * row (in the caller's transaction if it passes one); a worker on any node fans it out to the
 * devices within a second or so (worker.ts), so the caller never waits for a push service.
 */
import type { Db } from "../../db/client";
import { enqueue } from "./queue-repository";

export type PushEvent =
  | { type: "notice"; noticeId: number }
  | { type: "reminder"; noticeId: number }
  | { type: "approvals"; accountId: string; companyId: number; count: number };

/** Workers of this process that want to hear of new rows at once (the others poll). */
const wakers = new Set<() => void>();

export function onPushQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

async function queueEvent(db: Db, event: PushEvent, runAt: Date): Promise<void> {
  await enqueue(db, [{ kind: "event", body: event, runAt }]);
  for (const wake of wakers) wake();
}

export interface NoticePushOptions {
  now?: Date;
  /** A must-acknowledge notice: when to remind those who have not acknowledged it yet. */
  reminderAt?: Date | null;
}

/** A notice published with `push: true`: to everyone who may see it. */
export async function enqueueNoticePush(
  db: Db,
  noticeId: number,
  { now = new Date(), reminderAt = null }: NoticePushOptions = {},
): Promise<void> {
  await queueEvent(db, { type: "notice", noticeId }, now);
  if (reminderAt) await queueEvent(db, { type: "reminder", noticeId }, reminderAt);
}

/** Only a reminder: a must-acknowledge notice published without a push of its own. */
export async function enqueueAckReminder(db: Db, noticeId: number, at: Date): Promise<void> {
  await queueEvent(db, { type: "reminder", noticeId }, at);
}

/** When a reminder is due: PUSH_ACK_REMINDER_MINUTES after publishing. */
export function reminderTime(config: { PUSH_ACK_REMINDER_MINUTES: number }, now: Date): Date {
  return new Date(now.getTime() + config.PUSH_ACK_REMINDER_MINUTES * 60_000);
}

/** The feeds changed a job's approvals waiting count: a push only when it went up. */
export async function onApprovalCountChanged(
  db: Db,
  accountId: string,
  companyId: number,
  before: number,
  after: number,
  now: Date = new Date(),
): Promise<void> {
  if (!(after > before)) return;
  await queueEvent(db, { type: "approvals", accountId, companyId, count: after }, now);
}
