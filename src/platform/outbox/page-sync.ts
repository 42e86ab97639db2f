import type { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-error";
import { authEvents } from "../../lib/auth-events";
import { tokenStore } from "../../lib/token-store";
import { outboxKeys } from "./query";
import { replayFromPage } from "./page-replay";
import type { ReplayReport } from "./replay";
import { OUTBOX_CHANNEL, type OutboxMessage } from "./store";

async function afterReplay(queryClient: QueryClient, report: ReplayReport): Promise<void> {
  // The server's answer is the saved list: cached as is, no refetch (DESIGN 6, outbox first).
  for (const entry of report.sent) queryClient.setQueryData(entry.queryKey, entry.result);
  if (report.loginRequired) {
    // The refresh token was refused: the edits wait for this user's next login.
    await tokenStore.clear();
    authEvents.emitAuthLost({
      reason: "refresh-rejected",
      error: new ApiError({ status: 401, code: "UNAUTHORIZED", message: "Session expired" }),
    });
  }
}

/**
 * The page's replay triggers (DESIGN section 6): app start, `online`, and the page becoming
 * visible; the worker adds Background Sync and its own start. Every outbox change, from any tab
 * or the worker, refreshes this page's view of the outbox. Returns a stop function.
 */
export function startOutboxSync(queryClient: QueryClient): () => void {
  const replay = (force: boolean) =>
    replayFromPage(force)
      .then((report) => afterReplay(queryClient, report))
      .catch((error: unknown) => console.error("Outbox replay failed", error));
  const onOnline = () => void replay(true);
  const onVisible = () => {
    if (document.visibilityState === "visible") void replay(false);
  };
  window.addEventListener("online", onOnline);
  document.addEventListener("visibilitychange", onVisible);
  const channel =
    typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(OUTBOX_CHANNEL);
  if (channel) {
    // A list the worker or another tab saved takes the server's answer; one whose pending edit
    // was queued, refused or dropped is read again (what its readers show changed).
    channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
      void queryClient.invalidateQueries({ queryKey: outboxKeys.all() });
      const { queryKey, saved } = event.data;
      if (!Array.isArray(queryKey)) return;
      if (saved) queryClient.setQueryData(queryKey, saved.result);
      else void queryClient.invalidateQueries({ queryKey });
    };
  }
  void replay(true);
  return () => {
    window.removeEventListener("online", onOnline);
    document.removeEventListener("visibilitychange", onVisible);
    channel?.close();
  };
}
