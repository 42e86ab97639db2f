import { outboxOwner, readIdentity } from "../session";
import { outboxStore } from "./store";

/**
 * One-off actions kept in the outbox next to the list edits (an acknowledged notice is
 * "ack:<id>"): the ids of the signed-in user's actions of `kind` that still wait to be sent.
 * Refused ones are dropped here: an action the server refuses (a notice deleted meanwhile) has
 * nothing to retry, and listing it as an unsaved list edit would only puzzle the user.
 */
export async function waitingActionIds(kind: string): Promise<Set<string>> {
  const identity = await readIdentity();
  if (!identity) return new Set();
  const owner = outboxOwner(identity);
  const store = outboxStore();
  const prefix = `${kind}:`;
  const mine = (await store.list()).filter(
    (entry) => entry.owner === owner && entry.list.startsWith(prefix),
  );
  await Promise.all(
    mine.filter((entry) => entry.state === "failed").map((entry) => store.remove(entry)),
  );
  return new Set(
    mine
      .filter((entry) => entry.state === "pending")
      .map((entry) => entry.list.slice(prefix.length)),
  );
}
