import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";

/** Precaches the app shell and every built chunk, and drops caches of older Workbox versions. */
export function setupPrecache(manifest: (PrecacheEntry | string)[]): void {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest);
}
