import { ApiError } from "../../lib/api-error";
import { decodeJwtClaims } from "../../lib/jwt";
import { tokenStore } from "../../lib/token-store";
import { newEntry, ownerOf, type OutboxEntry, type OutboxFailure } from "./entry";
import { replayFromPage, requestBackgroundSync } from "./page-replay";
import { outboxStore } from "./store";

/**
 * saved: the server has the list. queued: no network (or another tab is sending): the edit waits
 * in the outbox and is sent later. error: the server answered with an error; for 5xx the edit
 * also stays in the outbox, a 4xx is given back to the screen, which still shows the edits.
 */
export type SubmitResult =
  { kind: "saved" } | { kind: "queued" } | { kind: "error"; failure: OutboxFailure };

export interface ListEdit {
  list: string;
  path: string;
  body: unknown;
  queryKey: readonly unknown[];
  /** The caller's key for this list state; by default the pending entry's, if the same state. */
  idempotencyKey?: string;
}

const NO_SESSION: OutboxFailure = { status: 401, code: "UNAUTHORIZED", message: "No session" };

/** Saves a whole list through the outbox, so that no edit is lost to a bad network. */
export async function submitList(edit: ListEdit): Promise<SubmitResult> {
  const owner = ownerOf(decodeJwtClaims(await tokenStore.get("access")));
  if (!owner) return { kind: "error", failure: NO_SESSION };
  const store = outboxStore();
  const previous = await store.get(owner, edit.list);
  // Retrying the same list state reuses its key, so the server applies it at most once.
  const sameState = previous && JSON.stringify(previous.body) === JSON.stringify(edit.body);
  const { idempotencyKey = sameState ? previous.idempotencyKey : undefined, ...list } = edit;
  const entry = newEntry({ ...list, owner }, Date.now(), idempotencyKey);
  await store.put(entry);
  void requestBackgroundSync();
  await replayFromPage(true);
  return resultOf(entry, await store.get(owner, edit.list));
}

async function resultOf(sent: OutboxEntry, after: OutboxEntry | undefined): Promise<SubmitResult> {
  if (!after) return { kind: "saved" };
  if (after.idempotencyKey !== sent.idempotencyKey) return { kind: "queued" };
  if (after.state === "failed" && after.failure) {
    await outboxStore().remove(after); // the screen shows it, with the edits still in place
    return { kind: "error", failure: after.failure };
  }
  if (after.failure && after.failure.status !== 0) return { kind: "error", failure: after.failure };
  return { kind: "queued" };
}

/**
 * submitList for a screen that alerts on errors: resolves "saved" or "queued" (the edit waits in
 * the outbox), rejects with ApiError when the server refused it or failed.
 */
export async function saveThroughOutbox(edit: ListEdit): Promise<"saved" | "queued"> {
  const result = await submitList(edit);
  if (result.kind === "error") throw new ApiError(result.failure);
  return result.kind;
}
