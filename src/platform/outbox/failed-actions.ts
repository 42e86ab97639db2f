import type { OutboxEntry } from "./entry";
import { replayFromPage } from "./page-replay";
import { outboxStore } from "./store";

/** Puts a refused edit back in line and sends it now (the user fixed the cause, or hopes so). */
export async function retryFailed(entry: OutboxEntry): Promise<void> {
  const { failure: _refused, ...rest } = entry;
  await outboxStore().put({ ...rest, state: "pending", attempts: 0, nextAttemptAt: Date.now() });
  await replayFromPage(true);
}

/** Forgets a refused edit; the server keeps the list it had. */
export function discardFailed(entry: OutboxEntry): Promise<void> {
  return outboxStore().remove(entry);
}
