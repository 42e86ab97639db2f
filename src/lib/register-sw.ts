import type { Workbox } from "workbox-window";
import { retryWhenOnline } from "./when-online";

type Listener = () => void;

let workbox: Workbox | undefined;
let updateWaiting = false;
const updateListeners = new Set<Listener>();

/**
 * Subscribes to "a new version is installed and waiting". Fires at once if one is already waiting.
 * The update prompt UI (later) calls `applyServiceWorkerUpdate()` when the user accepts.
 */
export function onServiceWorkerUpdate(listener: Listener): () => void {
  updateListeners.add(listener);
  if (updateWaiting) listener();
  return () => updateListeners.delete(listener);
}

/** Activates the waiting worker ({type: "SKIP_WAITING"}) and reloads once it controls the page. */
export function applyServiceWorkerUpdate(): void {
  if (!workbox || !updateWaiting) return;
  workbox.addEventListener("controlling", () => window.location.reload());
  workbox.messageSkipWaiting();
}

async function register(): Promise<Workbox> {
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener("waiting", () => {
    updateWaiting = true;
    updateListeners.forEach((listener) => listener());
  });
  await wb.register();
  workbox = wb;
  return wb;
}

/**
 * Registers the service worker in production builds only, after the page has loaded so it does not
 * compete with the first render. workbox-window is imported lazily to keep it out of the initial JS.
 * A device offline at that moment registers once it is back online: until then nothing is stored
 * for the next offline start.
 */
export function registerServiceWorker(): Promise<Workbox | undefined> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const start = () =>
      retryWhenOnline(register).then(resolve, (error: unknown) => {
        console.error("Service worker registration failed", error);
        resolve(undefined);
      });
    if (document.readyState === "complete") void start();
    else window.addEventListener("load", () => void start(), { once: true });
  });
}
