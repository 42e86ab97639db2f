/**
 * One pass of the retention job. Several nodes may run it on the same PostgreSQL; a
 * transaction-scoped advisory lock lets exactly one of them work while the others skip, and the
 * lock ends with the transaction, so a node that dies mid-pass never leaves it held.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import { pruneIdempotencyKeys } from "../../lib/idempotency";
import { pruneRateLimits } from "../../lib/rate-limit";
import { cutoffOf, RETENTION_RULES, type RetentionPolicy } from "./retention-rules";

/** Any constant that no other advisory lock of the app uses ("retention" in ASCII, trimmed). */
export const RETENTION_LOCK_KEY = 0x7265_7465;
/** Rows per DELETE, so a first pass over a large table never holds a huge statement. */
const BATCH = 5_000;

export type RetentionOutcome = { ran: false } | { ran: true; deleted: Record<string, number> };

export async function runRetention(
  db: Db,
  policy: RetentionPolicy,
  now: Date,
): Promise<RetentionOutcome> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ got: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as got`,
    );
    if (!lock?.got) return { ran: false };
    const deleted: Record<string, number> = {};
    for (const rule of RETENTION_RULES) {
      deleted[rule.table] = await deleteOlder(
        tx,
        rule.table,
        rule.column,
        cutoffOf(rule, policy, now),
      );
    }
    await pruneIdempotencyKeys(tx, now);
    await pruneRateLimits(tx, now);
    return { ran: true, deleted };
  });
}

async function deleteOlder(db: Db, table: string, column: string, cutoff: Date): Promise<number> {
  const name = sql.raw(`"${table}"`);
  const at = sql.raw(`"${column}"`);
  let total = 0;
  for (;;) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`with gone as (
            delete from ${name} where ctid in (
              select ctid from ${name} where ${at} < ${cutoff.toISOString()} limit ${BATCH})
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < BATCH) return total;
  }
}
