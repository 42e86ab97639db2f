import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { Suspense } from "react";
import { RedirectHome } from "./components/RedirectHome";
import { isReloading } from "./lib/chunk-reload";
import { loadWholeCatalog } from "./lib/i18n";
import { queryClient as appQueryClient } from "./lib/query-client";
import { lazyWhenOnline } from "./lib/when-online";
import { routeTree } from "./routeTree.gen";

export interface CreateAppRouterOptions {
  /** Browser history by default; tests pass a memory history. */
  history?: RouterHistory;
  queryClient?: QueryClient;
}

// Loaded when a screen fails: the home route's first chunk carries only this import.
// Its texts are in the later catalog part (vite/catalog-split.ts), loaded with it; should that
// part fail to load too, the page still shows, in the source language.
const ErrorPage = lazyWhenOnline(() =>
  Promise.all([
    import("./components/ErrorPage/ErrorPage"),
    loadWholeCatalog().catch((error: unknown) => console.error("No later catalog", error)),
  ]).then(([m]) => ({ default: m.ErrorPage })),
);

export function createAppRouter({
  history,
  queryClient = appQueryClient,
}: CreateAppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: "intent",
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Paths match case-insensitively (like the original Vue router): /organizationview still opens
    // /OrganizationView. Links always use the exact spelling of spec section 2.
    caseSensitive: false,
    defaultNotFoundComponent: RedirectHome,
    // A chunk of an older build failed and the page is already reloading: no error flash.
    defaultErrorComponent: (props: ErrorComponentProps) =>
      isReloading() ? null : (
        <Suspense fallback={null}>
          <ErrorPage {...props} />
        </Suspense>
      ),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
