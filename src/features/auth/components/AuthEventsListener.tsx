import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Suspense, useLayoutEffect, useSyncExternalStore } from "react";
import { authEvents } from "../../../lib/auth-events";
import { failureAlertsOf } from "../../../lib/failure-alerts";
import { lazyWhenOnline } from "../../../lib/when-online";
import { toLogin } from "../to-login";

// On demand, once an alert is queued: the listener sits in the root route, in the home route's
// first chunk, and the dialog's code would otherwise be a request before every first paint.
const FailureAlertsDialog = lazyWhenOnline(() =>
  import("./FailureAlertsDialog").then((m) => ({ default: m.FailureAlertsDialog })),
);

/**
 * Mounted once under the router (root route). Shows what the data layer decided, which never shows
 * UI itself: "auth lost" -> /login (unless already there), and the failure alerts.
 */
export function AuthEventsListener() {
  const router = useRouter();
  const queryClient = useQueryClient();
  // A bare QueryClient (some tests) has no queue, so nothing ever alerts.
  const alerts = failureAlertsOf(queryClient);
  const alerting = useSyncExternalStore(
    (listener) => alerts?.subscribe(listener) ?? (() => undefined),
    () => alerts?.current() !== undefined,
  );
  // Listening from the commit on (a layout effect): a session lost in the frame after the first
  // render must still lead to /login, and the renderer runs passive effects a frame later.
  useLayoutEffect(
    () => authEvents.onAuthLost(() => void toLogin(router, queryClient)),
    [queryClient, router],
  );
  return alerting ? (
    <Suspense fallback={null}>
      <FailureAlertsDialog />
    </Suspense>
  ) : null;
}
