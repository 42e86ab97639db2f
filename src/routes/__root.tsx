import { Outlet, createRootRouteWithContext } from "@tanstack/react-router";
import { AppShell } from "../components/AppShell/AppShell";
import { RedirectHome } from "../components/RedirectHome";
import { AuthEventsListener } from "../features/auth/components/AuthEventsListener";
import type { RouterContext } from "../lib/router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  // A notFound() thrown by a loader also ends on Main (spec: any other path redirects to /).
  notFoundComponent: RedirectHome,
});

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <AuthEventsListener />
    </AppShell>
  );
}
