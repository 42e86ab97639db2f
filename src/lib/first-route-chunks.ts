import type { AnyRouter } from "@tanstack/react-router";

/**
 * A screen opened cold by a link (a bookmark, a notification, a link in a message) asks for its
 * code at start, beside the catalog and the session, instead of once the signed-in layout has
 * checked the session: on a slow network that was one round trip more before the screen. The
 * router finds the same request under way when it loads the route. Main's code is in the first
 * chunk already, so a start on Main asks for nothing here.
 */
export function startFirstRouteChunks(router: AnyRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const loading = router.loadRouteChunk(router.routesById[match.routeId]);
    // Not handled here: the router loads the route again and shows (or reloads on) a failure.
    loading?.catch(() => undefined);
  }
}
