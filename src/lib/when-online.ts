import { lazy, type ComponentType } from "react";

/**
 * Runs `load`; should it fail while the device reports no network, runs it again once the device
 * is back online, as often as that takes. A phone can lose its network between the first screen
 * and the code that follows it, before the service worker has stored the app: those parts then
 * come late instead of replacing the screen with an error. Online, a failure is a real one (say a
 * chunk that a deploy removed, lib/chunk-reload.ts) and rejects at once.
 */
export function retryWhenOnline<T>(load: () => Promise<T>, win: Window = window): Promise<T> {
  return load().catch((error: unknown) => {
    if (win.navigator.onLine) throw error;
    return new Promise<void>((resolve) => {
      win.addEventListener("online", () => resolve(), { once: true });
    }).then(() => retryWhenOnline(load, win));
  });
}

/**
 * React.lazy for a part whose code may be fetched while the device is offline (see above). A load
 * that fails for good leaves the part out (src/lib/renderer/react.js).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => retryWhenOnline(load));
}
