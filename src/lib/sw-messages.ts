/** What the page tells a waiting service worker when the user accepts the update prompt. */
export interface SkipWaitingMessage {
  type: "SKIP_WAITING";
}

export const SKIP_WAITING: SkipWaitingMessage = { type: "SKIP_WAITING" };

export function isSkipWaitingMessage(data: unknown): data is SkipWaitingMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { type?: unknown }).type === "SKIP_WAITING"
  );
}
