import { registerRoute } from "workbox-routing";
import { forgetCachedPaths, staleWhileRevalidate } from "./api-cache";
import { isCachedApiGet, pathsChangedByEdit } from "./api-routes";

/**
 * Per-user stale-while-revalidate for the cached /api lists, and the edits that make them stale:
 * after a successful `PUT /api/favorite` the next read must not show the old list.
 */
export function registerApiRoutes(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && isCachedApiGet(url, request.method),
    ({ event }) => staleWhileRevalidate(event as FetchEvent),
  );
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && pathsChangedByEdit(url, request.method).length > 0,
    async ({ url, request }) => {
      const response = await fetch(request);
      // Before the answer reaches the page, which refetches the list right after.
      if (response.ok) {
        await forgetCachedPaths(request, pathsChangedByEdit(url, request.method)).catch(
          () => undefined,
        );
      }
      return response;
    },
    "PUT",
  );
}
