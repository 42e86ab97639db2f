import { Outlet, createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { ensureAuthenticated } from "../features/auth/guard";
import { firstScreenShown } from "../lib/first-screen";
import { loadWholeCatalog } from "../lib/i18n";
import { lazyWhenOnline } from "../lib/when-online";

// The must-acknowledge notices (issue 17) come over the screen once it is up: the watch that asks
// for them and the later part of the catalog load after the first paint, never with home's first
// JS, and the gate itself only when there is a notice to acknowledge.
const AckWatch = lazyWhenOnline(() =>
  firstScreenShown()
    .then(() =>
      Promise.all([import("../features/acknowledge/components/AckWatch"), loadWholeCatalog()]),
    )
    .then(([watch]) => watch),
);

// Pathless layout for every "Auth: yes" route of the spec: the route, then the gate beside it.
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context, location, preload }) =>
    ensureAuthenticated({ context, location, preload }),
  // Not split into a chunk of its own: a few lines that every signed-in screen renders first
  // would otherwise be one more request before home (tests/e2e/home-requests.spec.ts).
  codeSplitGroupings: [],
  component: AuthenticatedLayout,
});

function AuthenticatedLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <AckWatch />
      </Suspense>
    </>
  );
}
