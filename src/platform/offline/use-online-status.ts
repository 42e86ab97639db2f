import { useSyncExternalStore } from "react";
import { serverReachability } from "../../lib/server-reachability";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** navigator.onLine, kept current by the window's online and offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The page's last /api request got no answer at all (lib/server-reachability.ts). */
export function useServerUnreachable(): boolean {
  return useSyncExternalStore(
    serverReachability.subscribe,
    serverReachability.isUnreachable,
    () => false,
  );
}
