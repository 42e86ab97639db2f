/** How one delivery attempt ended, for the worker to record. */
export type SendOutcome =
  | { status: "sent" }
  /** The device is gone (404/410, an unregistered token): its subscription or token is removed. */
  | { status: "dropped"; error: string }
  /** Worth another try later (network, 429, 5xx). */
  | { status: "retry"; error: string }
  | { status: "failed"; error: string };

/** Every push request gives up after this long; the queue's lease is far longer. */
export const SEND_TIMEOUT_MS = 10_000;

export function outcomeOfStatus(status: number, detail: string): SendOutcome {
  if (status >= 200 && status < 300) return { status: "sent" };
  const error = `HTTP ${status}${detail ? `: ${detail.slice(0, 200)}` : ""}`;
  if (status === 404 || status === 410) return { status: "dropped", error };
  if (status === 429 || status >= 500) return { status: "retry", error };
  return { status: "failed", error };
}

export function outcomeOfError(error: unknown): SendOutcome {
  return { status: "retry", error: error instanceof Error ? error.message : String(error) };
}
