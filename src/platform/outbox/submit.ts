import { ApiError } from "../../lib/api-error";
import { outboxOwner, readIdentity } from "../session";
import { newEntry, type OutboxEntry, type OutboxFailure, type OutboxMethod } from "./entry";
import { replayFromPage, requestBackgroundSync } from "./page-replay";
import type { ReplayReport } from "./replay";
import { outboxStore } from "./store";

/**
 * saved: the server has the list; `result` is its answer (the saved list) when this page sent it.
 * queued: kept on this device (offline, no answer, or another context is sending): the outbox
 * sends it later. error: the server answered with an error; for 5xx the edit also stays in the
 * outbox, a 4xx is given back to the screen, which still shows the edits.
 */
export type SubmitResult =
  | { kind: "saved"; result?: unknown }
  | { kind: "queued" }
  | { kind: "error"; failure: OutboxFailure };

export interface ListEdit {
  list: string;
  path: string;
  body: unknown;
  queryKey: readonly unknown[];
  /** The caller's key for this list state; by default the pending entry's, if the same state. */
  idempotencyKey?: string;
  /** Default PUT (a whole list); POST for an idempotent action such as a notice acknowledged. */
  method?: OutboxMethod;
}

const NO_SESSION: OutboxFailure = { status: 401, code: "UNAUTHORIZED", message: "No session" };

/** The device's own report; the worker and old WebViews without it count as online. */
const deviceOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * How long the Done button waits for the server. A connection that silently died can hold a
 * request for minutes; after this the screen says the edit is kept on the device, and the send
 * goes on (its answer still reaches the cache through the outbox channel, page-sync.ts).
 */
export const SAVE_WAIT_MS = 8_000;

/**
 * Saves a whole list through the outbox, so that no edit is lost to a bad network (DESIGN 6,
 * "outbox first"): the entry is in IndexedDB before any request is made, online or offline.
 */
export async function submitList(
  edit: ListEdit,
  waitMs: number = SAVE_WAIT_MS,
): Promise<SubmitResult> {
  const identity = await readIdentity();
  if (!identity) return { kind: "error", failure: NO_SESSION };
  const owner = outboxOwner(identity);
  const store = outboxStore();
  const previous = await store.get(owner, edit.list);
  // Retrying the same list state reuses its key, so the server applies it at most once.
  const sameState = previous && JSON.stringify(previous.body) === JSON.stringify(edit.body);
  const { idempotencyKey = sameState ? previous.idempotencyKey : undefined, ...list } = edit;
  const entry = newEntry({ ...list, owner }, Date.now(), idempotencyKey);
  await store.put(entry);
  void requestBackgroundSync();
  // Offline the screen confirms at once; the `online` event (page-sync.ts) or Background Sync
  // sends it. Waiting for a request here would leave the button on "saving" indefinitely.
  if (!deviceOnline()) return { kind: "queued" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const screen = { waiting: true };
  const waited = new Promise<SubmitResult>((resolve) => {
    timer = setTimeout(() => {
      screen.waiting = false;
      resolve({ kind: "queued" });
    }, waitMs);
  });
  try {
    return await Promise.race([send(entry, owner, screen), waited]);
  } finally {
    clearTimeout(timer);
  }
}

async function send(
  entry: OutboxEntry,
  owner: string,
  screen: { waiting: boolean },
): Promise<SubmitResult> {
  const store = outboxStore();
  let report = await replayFromPage(true);
  let after = await store.get(owner, entry.list);
  if (lostOnTheWay(entry, after) && deviceOnline()) {
    // The request may have reached the server and only its answer was lost (mobile networks):
    // one resend with the same Idempotency-Key either saves it or returns the first result.
    report = await replayFromPage(true);
    after = await store.get(owner, entry.list);
  }
  return resultOf(entry, after, report, screen.waiting);
}

/** Still ours, still pending, and the last try ended in a network error (no HTTP status). */
const lostOnTheWay = (sent: OutboxEntry, after: OutboxEntry | undefined) =>
  after?.idempotencyKey === sent.idempotencyKey &&
  after.state === "pending" &&
  after.failure?.status === 0;

async function resultOf(
  sent: OutboxEntry,
  after: OutboxEntry | undefined,
  report: ReplayReport,
  screenWaits: boolean,
): Promise<SubmitResult> {
  if (!after) {
    const mine = report.sent.find((done) => done.idempotencyKey === sent.idempotencyKey);
    return mine ? { kind: "saved", result: mine.result } : { kind: "saved" };
  }
  if (after.idempotencyKey !== sent.idempotencyKey) return { kind: "queued" };
  // A refusal the screen no longer waits for stays in the outbox: Main lists it as not saved.
  if (after.state === "failed" && after.failure && screenWaits) {
    await outboxStore().remove(after); // the screen shows it, with the edits still in place
    return { kind: "error", failure: after.failure };
  }
  if (after.failure && after.failure.status !== 0) return { kind: "error", failure: after.failure };
  return { kind: "queued" };
}

/**
 * submitList for a screen that alerts on errors: resolves with the outcome, rejects with
 * ApiError when the server refused the edit or failed.
 */
export async function saveThroughOutbox(
  edit: ListEdit,
): Promise<Exclude<SubmitResult, { kind: "error" }>> {
  const result = await submitList(edit);
  if (result.kind === "error") throw new ApiError(result.failure);
  return result;
}
