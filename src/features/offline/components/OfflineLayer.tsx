import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { primeWorkerCacheOnFirstControl } from "../../../platform/offline/prime-worker-cache";
import { watchSession } from "../../../platform/offline/sw-session";
import { OfflineIndicator } from "./OfflineIndicator";
import { UpdatePrompt } from "./UpdatePrompt";

/**
 * Everything the app shows about offline use and new versions, and the session hand-over to the
 * service worker. Loaded lazily by the root route: none of it is needed for the first paint.
 */
export default function OfflineLayer() {
  const queryClient = useQueryClient();
  useEffect(() => watchSession(), []);
  useEffect(() => primeWorkerCacheOnFirstControl(queryClient), [queryClient]);
  return (
    <>
      <OfflineIndicator />
      <UpdatePrompt />
    </>
  );
}
