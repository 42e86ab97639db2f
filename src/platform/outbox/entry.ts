/**
 * The outbox of favorite and menu edits (DESIGN section 6): each list is saved by one whole-list
 * PUT, so at most one entry per list and user is kept (the newest wins). No Authorization header
 * is stored: replay attaches the token that is current then. Runs in the page and in the worker.
 */
import { newIdempotencyKey } from "../../lib/idempotency-key";

export type OutboxState = "pending" | "failed";
export type OutboxMethod = "PUT" | "POST";

export interface OutboxFailure {
  status: number;
  code: string;
  message: string;
  /** The server's Retry-After (429, 503) in ms: the next try waits at least that long. */
  retryAfterMs?: number;
}

export interface OutboxEntry {
  /** Which list: "favorite", "menu:WORK", "menu:OFFICE", or one action ("ack:12"). */
  list: string;
  /** The session module's outboxOwner of the session that made the edit; only it replays it. */
  owner: string;
  /** PUT for a whole list; POST for an idempotent action (a notice acknowledged). */
  method: OutboxMethod;
  /** Below /api, e.g. "/favorite" or "/menu/WORK/USER". */
  path: string;
  body: unknown;
  /** The query to refetch once the server has the list (keeps this feature free of the others). */
  queryKey: readonly unknown[];
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  /** Epoch ms before which replay leaves the entry alone (backoff after a transient failure). */
  nextAttemptAt: number;
  state: OutboxState;
  /** Why the server refused it (state "failed"). */
  failure?: OutboxFailure;
}

export const entryKey = (entry: Pick<OutboxEntry, "owner" | "list">) =>
  `${entry.owner}|${entry.list}`;

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 5 * 60_000;

/**
 * Full jitter (random between 0 and the cap): caps of 5 s, 10 s, 20 s ... 5 minutes. Without the
 * randomness every device that lost the server at the same moment retries at the same moments
 * and meets it again in lockstep when it comes back (issue 12, defect 6).
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const cap = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * cap);
}

export function newEntry(
  init: Pick<OutboxEntry, "list" | "owner" | "path" | "body" | "queryKey"> & {
    method?: OutboxMethod;
  },
  now: number,
  idempotencyKey: string = newIdempotencyKey(),
): OutboxEntry {
  return {
    ...init,
    method: init.method ?? "PUT",
    idempotencyKey,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: "pending",
  };
}
