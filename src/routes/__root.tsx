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
  // On the first load that part comes beside the session check (the signed-in layout's
  // beforeLoad asks for the user) instead of before it: the loader waits for it, in parallel
  // with the screen's own loaders. A later navigation waits in beforeLoad, since a loader that
  // has run once reloads in the background and would let the screen render without it.
  beforeLoad: ({ location, cause }) => {
    if (location.pathname === "/") return;
    const catalog = wholeCatalog();
    return cause === "enter" ? undefined : catalog;
  },
  loader: ({ location }) => (location.pathname === "/" ? undefined : wholeCatalog()),
  // A notFound() thrown by a loader also ends on Main (spec: any other path redirects to /).
  notFoundComponent: RedirectHome,
});

const wholeCatalog = () =>
  loadWholeCatalog().catch((error: unknown) =>
    console.error("The rest of the catalog did not load", error),
  );

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
