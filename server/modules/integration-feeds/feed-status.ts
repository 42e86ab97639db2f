/**
 * The feed_status rows: when each feed last wrote, per scope. Writers record inside their
 * transaction (the time and the data commit together); readers turn it into `asOf` and `stale`.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { feedStatus } from "../../db/schema";
import { bulkUpsert } from "./bulk-upsert";

export type FigureFeed = "approval" | "vacation" | "point" | "workTime";
export type FeedName = FigureFeed | "weather" | "holidays";

export interface Freshness {
  asOf: string | null;
  stale: boolean;
}

/** The scope key of a job's figures. */
export const jobScope = (job: { accountId: string; companyId: number }) =>
  `${job.accountId}/${job.companyId}`;

export async function recordFeedUpdates(
  db: Db,
  feed: FeedName,
  scopeKeys: readonly string[],
  at: Date,
): Promise<void> {
  await bulkUpsert(
    db,
    feedStatus,
    scopeKeys.map((scopeKey) => ({ feed, scopeKey, updatedAt: at })),
    ["feed", "scopeKey"],
  );
}

export async function findFeedUpdate(db: Db, feed: FeedName, scopeKey: string) {
  const [row] = await db
    .select({ updatedAt: feedStatus.updatedAt })
    .from(feedStatus)
    .where(and(eq(feedStatus.feed, feed), eq(feedStatus.scopeKey, scopeKey)))
    .limit(1);
  return row?.updatedAt ?? null;
}

/** Stale when older than `staleMinutes`; a scope never fed is not stale, it has no asOf at all. */
export function freshnessOf(updatedAt: Date | null, now: Date, staleMinutes: number): Freshness {
  if (!updatedAt) return { asOf: null, stale: false };
  return {
    asOf: updatedAt.toISOString(),
    stale: now.getTime() - updatedAt.getTime() > staleMinutes * 60_000,
  };
}
