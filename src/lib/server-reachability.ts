/**
 * Whether the server answered the page's last /api request. navigator.onLine stays true when only
 * the server (or the way to it) is down, so the transport reports here and the offline notice
 * listens; the transport itself never shows anything.
 */

/** Set by the service worker on an answer it took from its cache: it says nothing of the server. */
export const WORKER_CACHE_HEADER = "X-Gp-Worker-Cache";

type Listener = () => void;
const listeners = new Set<Listener>();
let unreachable = false;

function set(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

// A device that comes back online gets the benefit of the doubt until a request fails again.
const onOnline = () => set(false);

export const serverReachability = {
  /** A request failed without any answer (refused, reset, timed out). */
  reportNetworkError(): void {
    set(true);
  },
  /** Any answer from the server itself clears the flag; 5xx may come from a proxy, so it does not. */
  reportResponse(response: Pick<Response, "status" | "headers">): void {
    if (response.headers.has(WORKER_CACHE_HEADER) || response.status >= 500) return;
    set(false);
  },
  isUnreachable: (): boolean => unreachable,
  subscribe(listener: Listener): () => void {
    // globalThis: this module also runs in the worker (which never subscribes).
    if (listeners.size === 0) globalThis.addEventListener("online", onOnline);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) globalThis.removeEventListener("online", onOnline);
    };
  },
};
