import { tokenStore } from "../../lib/token-store";
import { replayOutbox, type ReplayReport } from "./replay";
import { outboxStore } from "./store";

export const OUTBOX_SYNC_TAG = "gp-outbox";

/** Replays from the page: the stored token, the shared refresh single-flight. */
export function replayFromPage(force: boolean): Promise<ReplayReport> {
  return replayOutbox({
    store: outboxStore(),
    force,
    accessToken: async () => {
      tokenStore.invalidate(); // the worker or another tab may have refreshed it
      return tokenStore.get("access");
    },
    refresh: (failedToken) =>
      import("../../lib/token-refresh").then((module) => module.refreshTokens(failedToken)),
  });
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks for a Background Sync where the browser has it (Chromium); elsewhere page events replay. */
export async function requestBackgroundSync(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.info("Background Sync unavailable; the page will replay the outbox", error);
  }
}
