/**
 * Fixed-window rate limits kept in PostgreSQL (rate_limits), so N stateless nodes share one
 * counter per key (DESIGN.md §4). One upsert per check: the database serialises concurrent
 * increments of a row, so parallel requests can never slip past a limit together.
 *
 *   const rule = { name: "login:account", limit: 5, windowMs: 15 * MINUTE };
 *   await enforceRateLimits(db, now, [[rule, accountId]]);   // throws 429 + Retry-After
 *   ...on success: await refundRateLimit(db, now, rule, accountId);  // count failures only
 */
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { apiErrors } from "./api-error";
import type { MessageKey } from "../i18n";

export interface RateRule {
  /** Prefix of the counter key, e.g. "login:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateVerdict {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (what Retry-After says). */
  retryAfterSeconds: number;
}

/** Counters older than this are deleted now and then; no window is longer. */
const PRUNE_AFTER_MS = 24 * 3_600_000;
const PRUNE_PROBABILITY = 0.01;

function windowOf(rule: RateRule, now: Date): { key: (s: string) => string; start: Date } {
  const start = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  return { key: (subject) => `${rule.name}:${subject}`, start };
}

/** Counts one event for `subject` and tells whether it is still within the limit. */
export async function consumeRateLimit(
  db: Db,
  now: Date,
  rule: RateRule,
  subject: string,
): Promise<RateVerdict> {
  const { key, start } = windowOf(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: key(subject), windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, now);
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((start.getTime() + rule.windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** Takes back one counted event (e.g. the attempt turned out to be a success). */
export async function refundRateLimit(
  db: Db,
  now: Date,
  rule: RateRule,
  subject: string,
): Promise<void> {
  const { key, start } = windowOf(rule, now);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key(subject)), eq(rateLimits.windowStart, start)));
}

/**
 * Consumes every rule (all of them, so each counter sees the attempt) and throws 429
 * TOO_MANY_REQUESTS with the longest Retry-After when any is over its limit.
 * Returns the rules that were over, for the caller's audit entry, before throwing.
 */
export async function enforceRateLimits(
  db: Db,
  now: Date,
  checks: ReadonlyArray<readonly [RateRule, string]>,
  options: { messageKey?: MessageKey; onLimited?: (rules: string[]) => Promise<void> } = {},
): Promise<void> {
  const verdicts = await Promise.all(
    checks.map(async ([rule, subject]) => ({
      rule,
      verdict: await consumeRateLimit(db, now, rule, subject),
    })),
  );
  const over = verdicts.filter((v) => !v.verdict.allowed);
  if (over.length === 0) return;
  await options.onLimited?.(over.map((v) => v.rule.name));
  const retryAfter = Math.max(...over.map((v) => v.verdict.retryAfterSeconds));
  // Texts may say {seconds} or {minutes}.
  const params = { seconds: retryAfter, minutes: Math.ceil(retryAfter / 60) };
  throw apiErrors.tooManyRequests(
    retryAfter,
    options.messageKey ? { messageKey: options.messageKey, params } : {},
  );
}

export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - PRUNE_AFTER_MS)));
}
