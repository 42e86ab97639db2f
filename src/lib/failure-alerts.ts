import type { QueryClient } from "@tanstack/react-query";
import type { ErrorReaction } from "./error-reaction";

export type FailureAlert = Exclude<ErrorReaction, null>;

/**
 * The alerts that failed queries and mutations raise (spec 8), queued for the one dialog that shows
 * them in turn. Filled by the QueryCache's and MutationCache's onError (lib/query-client.ts); read
 * by the root route's dialog. One queue per query client, so a test's client starts empty.
 */
export interface FailureAlerts {
  report(reaction: ErrorReaction): void;
  current(): FailureAlert | undefined;
  /** Closes the current alert; the next one (if any) shows. */
  dismiss(): void;
  /** The session that raised "other 500" has ended: a later 500 may alert again. */
  sessionEnded(): void;
  subscribe(listener: () => void): () => void;
}

export function createFailureAlerts(): FailureAlerts {
  let queue: FailureAlert[] = [];
  // From the first "other 500" until the session has ended: later 500s add no second alert.
  let serverErrorPending = false;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    report(reaction) {
      if (!reaction) return;
      if (reaction.kind === "server-error") {
        if (serverErrorPending) return;
        serverErrorPending = true;
      }
      queue = [...queue, reaction];
      changed();
    },
    current: () => queue[0],
    dismiss() {
      queue = queue.slice(1);
      changed();
    },
    sessionEnded() {
      serverErrorPending = false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const byClient = new WeakMap<QueryClient, FailureAlerts>();

export const registerFailureAlerts = (client: QueryClient, alerts: FailureAlerts) =>
  byClient.set(client, alerts);

/** The queue of a client made by createQueryClient; undefined for a bare QueryClient. */
export const failureAlertsOf = (client: QueryClient): FailureAlerts | undefined =>
  byClient.get(client);
