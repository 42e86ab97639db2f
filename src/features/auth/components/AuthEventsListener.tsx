import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Suspense, lazy, useEffect } from "react";
import { authEvents } from "../../../lib/auth-events";
import { toLogin } from "../to-login";

// On demand: the listener sits in the root route, in the home route's first chunk.
const FailureAlertsDialog = lazy(() =>
  import("./FailureAlertsDialog").then((m) => ({ default: m.FailureAlertsDialog })),
);

/**
 * Mounted once under the router (root route). Shows what the data layer decided, which never shows
 * UI itself: "auth lost" -> /login (unless already there), and the failure alerts.
 */
export function AuthEventsListener() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(
    () => authEvents.onAuthLost(() => void toLogin(router, queryClient)),
    [queryClient, router],
  );
  return (
    <Suspense fallback={null}>
      <FailureAlertsDialog />
    </Suspense>
  );
}
