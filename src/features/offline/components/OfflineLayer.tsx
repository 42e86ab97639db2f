import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { primeWorkerCacheOnFirstControl } from "../../../platform/offline/prime-worker-cache";
import { refetchFailedOnReconnect } from "../../../platform/offline/refetch-on-reconnect";
import { watchSession } from "../../../platform/offline/sw-session";
import { OfflineIndicator } from "./OfflineIndicator";
import { UpdatePrompt } from "./UpdatePrompt";

/**
 * Everything the app shows about offline use and new versions, the session hand-over to the
 * service worker, and the screen's failed queries asked again on reconnecting. Loaded lazily by the root route: none of it is needed for the first paint.
 */
export default function OfflineLayer() {
  const queryClient = useQueryClient();
  useEffect(() => watchSession(), []);
  useEffect(() => primeWorkerCacheOnFirstControl(queryClient), [queryClient]);
  useEffect(() => refetchFailedOnReconnect(queryClient), [queryClient]);
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt />
    </>
  );
}
