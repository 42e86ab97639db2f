/**
 * The push queue (push_queue). Claiming marks rows with a lease under FOR UPDATE SKIP LOCKED, so
 * two nodes never take the same row; the send itself runs outside any transaction (PGlite has
 * one connection, and an HTTP call must not hold row locks). A node that dies mid-send leaves
 * its rows to come back when the lease ends: a restart loses nothing.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { pushQueue } from "../../db/schema";

export type QueueKind = (typeof pushQueue.$inferSelect)["kind"];
export type FinalStatus = "sent" | "failed" | "dropped" | "skipped";

export interface ClaimedRow {
  id: number;
  kind: QueueKind;
  body: Record<string, unknown>;
  attempts: number;
}

/** Longer than any send can take (each has a 10 s timeout), so a lease never ends mid-send. */
export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 5;

export async function enqueue(
  db: Db,
  rows: ReadonlyArray<{ kind: QueueKind; body: Record<string, unknown>; runAt: Date }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pushQueue).values(rows.map((r) => ({ ...r, createdAt: r.runAt })));
}

export async function claimDue(db: Db, now: Date, limit: number): Promise<ClaimedRow[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const rows = await rowsOf<{
    id: string | number;
    kind: QueueKind;
    body: unknown;
    attempts: number;
  }>(
    db,
    sql`update push_queue set locked_until = ${leaseEnd}, attempts = attempts + 1
        where id in (
          select id from push_queue
          where status = 'pending' and run_at <= ${now}
            and (locked_until is null or locked_until <= ${now})
          order by run_at, id
          limit ${limit}
          for update skip locked)
        returning id, kind, body, attempts`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    body: (typeof r.body === "string" ? JSON.parse(r.body) : r.body) as Record<string, unknown>,
    attempts: r.attempts,
  }));
}

export async function finish(
  db: Db,
  id: number,
  status: FinalStatus,
  now: Date,
  error: string | null = null,
): Promise<void> {
  await db
    .update(pushQueue)
    .set({ status, doneAt: now, lockedUntil: null, lastError: error })
    .where(eq(pushQueue.id, id));
}

/** Another try later: 10 s, 20 s, 40 s, 80 s after the 1st..4th failure. */
export async function retryLater(db: Db, row: ClaimedRow, now: Date, error: string) {
  if (row.attempts >= MAX_ATTEMPTS) return finish(db, row.id, "failed", now, error);
  const runAt = new Date(now.getTime() + 5_000 * 2 ** row.attempts);
  await db
    .update(pushQueue)
    .set({ runAt, lockedUntil: null, lastError: error })
    .where(eq(pushQueue.id, row.id));
}

export interface DeliveryFigures {
  pending: number;
  sent: number;
  failed: number;
  dropped: number;
  skipped: number;
}

/**
 * Deliveries (not events) since `since`, by outcome, pending ones whenever queued; of one
 * company's people, or everyone's (companyId null).
 */
export async function deliveryFigures(
  db: Db,
  since: Date,
  companyId: number | null,
): Promise<DeliveryFigures> {
  const rows = await db
    .select({ status: pushQueue.status, count: sql<number>`count(*)::int` })
    .from(pushQueue)
    .where(
      and(
        inArray(pushQueue.kind, ["web", "fcm"]),
        sql`(${pushQueue.status} = 'pending' or ${pushQueue.doneAt} >= ${since})`,
        companyId === null
          ? undefined
          : sql`${pushQueue.body}->>'companyId' = ${String(companyId)}`,
      ),
    )
    .groupBy(pushQueue.status);
  const figures: DeliveryFigures = { pending: 0, sent: 0, failed: 0, dropped: 0, skipped: 0 };
  for (const row of rows) figures[row.status] = Number(row.count);
  return figures;
}

/** Finished rows older than `before` (the figures cover 30 days). */
export async function pruneFinished(db: Db, before: Date): Promise<void> {
  await db.delete(pushQueue).where(lt(pushQueue.doneAt, before));
}
