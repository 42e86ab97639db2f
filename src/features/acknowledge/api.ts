import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { waitingActionIds } from "../../platform/outbox/actions";
import { submitList, type SubmitResult } from "../../platform/outbox/submit";

/** GET /api/notices/pending-ack item: a notice the caller must still acknowledge. */
export interface PendingAck {
  id: number;
  title: string;
  /** Sanitized by the server; sanitized again where it is shown. */
  html: string;
  createdAt: string;
}

/**
 * Root "notices" is persisted (lib/query-persist.ts): offline, the gate still shows the notices
 * it knew of. The acknowledgements' own keys hold the server's answer, nothing reads them.
 */
export const ackKeys = {
  pending: () => ["notices", "pending-ack"] as const,
  sent: (id: number) => ["notices", "ack", id] as const,
};

const ACK = "ack";

/**
 * The notices still to acknowledge, less those whose acknowledgement waits in the outbox (sent
 * offline, or the answer not in yet): they must not come back on the next open.
 */
export const pendingAckQuery = () =>
  queryOptions({
    queryKey: ackKeys.pending(),
    queryFn: async ({ signal }) => {
      const notices = await api<PendingAck[]>("/notices/pending-ack", { signal });
      const waiting = await waitingActionIds(ACK).catch(() => new Set<string>());
      return notices.filter((notice) => !waiting.has(String(notice.id)));
    },
    // Asked on every app open; the persisted answer shows meanwhile (and offline).
    staleTime: 0,
    retry: 1,
    meta: { errorHandling: "silent" },
  });

/**
 * POST /api/notices/{id}/ack through the outbox (DESIGN section 6): kept on the device first, so
 * an acknowledgement made offline is sent when the network returns. The server answers a repeat
 * with the first acknowledgedAt, so a resend is harmless.
 */
export function acknowledge(id: number): Promise<SubmitResult> {
  return submitList({
    list: `${ACK}:${id}`,
    method: "POST",
    path: `/notices/${id}/ack`,
    body: {},
    queryKey: ackKeys.sent(id),
  });
}
