import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { Suspense } from "react";
import { AppShell } from "../components/AppShell/AppShell";
import { RedirectHome } from "../components/RedirectHome";
import { AuthEventsListener } from "../features/auth/components/AuthEventsListener";
import { firstScreenShown } from "../lib/first-screen";
import { loadWholeCatalog } from "../lib/i18n";
import type { RouterContext } from "../lib/router-context";
import { lazyWhenOnline } from "../lib/when-online";

// Offline notice, update prompt and the session hand-over to the service worker: once the first
// screen is up (lib/first-screen.ts).
const OfflineLayer = lazyWhenOnline(() =>
  firstScreenShown().then(() => import("../features/offline/components/OfflineLayer")),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // Main's first paint needs only the catalog's shell part; every other screen gets all of it.
  beforeLoad: ({ location }) => {
    if (location.pathname === "/") return;
    return loadWholeCatalog().catch((error: unknown) =>
      console.error("The rest of the catalog did not load", error),
    );
  },
  // A notFound() thrown by a loader also ends on Main (spec: any other path redirects to /).
  notFoundComponent: RedirectHome,
});

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <AuthEventsListener />
      <Suspense fallback={null}>
        <OfflineLayer />
      </Suspense>
    </AppShell>
  );
}
