import type { Workbox } from "workbox-window";
import { SKIP_WAITING } from "./sw-messages";
import { retryWhenOnline } from "./when-online";

type Listener = () => void;

let updateWaiting = false;
const updateListeners = new Set<Listener>();

/**
 * Subscribes to "a new version is installed and waiting". Fires at once if one is already waiting.
 * The update prompt calls `applyServiceWorkerUpdate()` when the user accepts.
 */
export function onServiceWorkerUpdate(listener: Listener): () => void {
  updateListeners.add(listener);
  if (updateWaiting) listener();
  return () => updateListeners.delete(listener);
}

/**
 * Lets the new version in and reloads into it. Asks the registration itself rather than the
 * Workbox instance, which only knows the workers it saw install: the waiting worker is told to
 * take over (SKIP_WAITING) and the page reloads once it controls the page. With no worker waiting
 * any more, another tab has already let it in and it controls this page too; and should the
 * registration not be readable, a plain reload is still what the user asked for: reload at once.
 */
export async function applyServiceWorkerUpdate(win: Window = window): Promise<void> {
  const container = win.navigator.serviceWorker;
  const registration = await container
    .getRegistration(import.meta.env.BASE_URL)
    .catch((error: unknown) => console.error("Service worker registration unreadable", error));
  const waiting = registration?.waiting;
  if (!waiting) {
    win.location.reload();
    return;
  }
  container.addEventListener("controllerchange", () => win.location.reload(), { once: true });
  waiting.postMessage(SKIP_WAITING);
}

async function register(): Promise<Workbox> {
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener("waiting", () => {
    updateWaiting = true;
    updateListeners.forEach((listener) => listener());
  });
  await wb.register();
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
