import type { RefreshOutcome } from "../../lib/token-refresh";
import { identityFromToken, outboxOwner } from "../session";
import { backoffDelay, type OutboxEntry } from "./entry";
import { sendEntry, type SendOutcome } from "./send-entry";
import type { OutboxStore } from "./store";

export interface ReplayDeps {
  store: OutboxStore;
  /** The current access token, read fresh (another context may have refreshed it). */
  accessToken: () => Promise<string | undefined>;
  /** The refresh single-flight of lib/token-refresh.ts (shared with the pages via Web Locks). */
  refresh: (failedToken: string | undefined) => Promise<RefreshOutcome>;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  /** The backoff's jitter source, 0 <= x < 1 (tests fix it). */
  random?: () => number;
  /** Ignore the backoff of transient failures (the user asked to retry, the network came back). */
  force?: boolean;
}

/** A sent entry with the server's answer, which the page writes into its query cache. */
export type SentEntry = OutboxEntry & { result: unknown };

export interface ReplayReport {
  sent: SentEntry[];
  kept: OutboxEntry[];
  failed: OutboxEntry[];
  /** The refresh token was refused: the entries wait for the next login of the same user. */
  loginRequired: boolean;
}

const REPLAY_LOCK = "gp-outbox-replay";
const REFRESH_UNAVAILABLE = {
  status: 0,
  code: "NETWORK_ERROR",
  message: "Token refresh unavailable",
};

/** Applies an outcome, unless a newer edit of the same list replaced the entry meanwhile. */
async function settle(deps: ReplayDeps, entry: OutboxEntry, outcome: SendOutcome, now: number) {
  const current = await deps.store.get(entry.owner, entry.list);
  if (current?.idempotencyKey !== entry.idempotencyKey) return;
  if (outcome.kind === "ok") return deps.store.remove(entry, { result: outcome.result });
  if (outcome.kind === "rejected") {
    return deps.store.put({ ...entry, state: "failed", failure: outcome.failure });
  }
  const attempts = entry.attempts + 1;
  const failure = outcome.kind === "transient" ? outcome.failure : entry.failure;
  // The server's Retry-After is a floor: the jitter may only spread the tries out further.
  const asked = outcome.kind === "transient" ? (outcome.failure.retryAfterMs ?? 0) : 0;
  const delay = Math.max(backoffDelay(attempts, deps.random), asked);
  await deps.store.put({ ...entry, attempts, nextAttemptAt: now + delay, failure });
}

async function replayUnlocked(deps: ReplayDeps): Promise<ReplayReport> {
  const report: ReplayReport = { sent: [], kept: [], failed: [], loginRequired: false };
  const fetchImpl = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = (deps.now ?? Date.now)();
  let token = await deps.accessToken();
  // The token in hand, not the store: it is the one the requests below will carry.
  const identity = identityFromToken(token);
  if (!identity) return report;
  const owner = outboxOwner(identity);
  const due = (await deps.store.list()).filter(
    (entry) =>
      entry.owner === owner &&
      entry.state === "pending" &&
      (deps.force || entry.nextAttemptAt <= now),
  );
  for (const entry of due) {
    let outcome = await sendEntry(entry, token, fetchImpl);
    if (outcome.kind === "auth") {
      const refreshed = await deps.refresh(token);
      if (refreshed === "refreshed" || refreshed === "reused") {
        token = await deps.accessToken();
        outcome = await sendEntry(entry, token, fetchImpl);
      } else if (refreshed === "unavailable") {
        outcome = { kind: "transient", failure: REFRESH_UNAVAILABLE };
      }
      if (outcome.kind === "auth") {
        report.loginRequired = true;
        report.kept.push(entry);
        break; // every other entry would meet the same refusal
      }
    }
    await settle(deps, entry, outcome, now);
    if (outcome.kind === "ok") report.sent.push({ ...entry, result: outcome.result });
    else if (outcome.kind === "rejected") report.failed.push(entry);
    else report.kept.push(entry);
  }
  return report;
}

/**
 * Sends the current user's due entries, oldest first. Only one context (page or worker) replays
 * at a time: a second caller meanwhile returns an empty report instead of sending twice.
 */
export async function replayOutbox(deps: ReplayDeps): Promise<ReplayReport> {
  const empty: ReplayReport = { sent: [], kept: [], failed: [], loginRequired: false };
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return runInMemory(() => replayUnlocked(deps), empty);
  return locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock: Lock | null) =>
    lock ? replayUnlocked(deps) : empty,
  );
}

let running: Promise<ReplayReport> | undefined;
async function runInMemory(run: () => Promise<ReplayReport>, empty: ReplayReport) {
  if (running) return empty;
  running = run();
  try {
    return await running;
  } finally {
    running = undefined;
  }
}
