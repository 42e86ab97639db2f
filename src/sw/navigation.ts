import { createHandlerBoundToURL } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";

/** Server paths a navigation must reach for real: never answered with the app shell. */
export const NAVIGATION_DENYLIST: RegExp[] = ["api", "cas", "dev", "healthz", "readyz"].map(
  (segment) => new RegExp(`^/${segment}(?:[/?#]|$)`),
);

/** History-mode routing offline: every other navigation gets the precached index.html. */
export function registerNavigationFallback(): void {
  const handler = createHandlerBoundToURL("/index.html");
  registerRoute(new NavigationRoute(handler, { denylist: NAVIGATION_DENYLIST }));
}
