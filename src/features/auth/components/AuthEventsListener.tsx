import { useLingui } from "@lingui/react/macro";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Suspense, lazy, useEffect, useSyncExternalStore } from "react";
import { authEvents } from "../../../lib/auth-events";
import { createFailureAlerts, failureAlertsOf } from "../../../lib/failure-alerts";
import { tokenStore } from "../../../lib/token-store";

// Both load on demand: the listener sits in the root route, the home route's initial bundle.
const AlertDialog = lazy(() =>
  import("../../../components/AlertDialog/AlertDialog").then((m) => ({ default: m.AlertDialog })),
);
const clearUserData = (queryClient: QueryClient) =>
  import("../../../platform/session/purge").then((m) => m.clearUserData(queryClient));

/** A bare QueryClient (some tests) raises no alerts. */
const NO_ALERTS = createFailureAlerts();

const isLoginPath = (pathname: string) => pathname.toLowerCase() === "/login";

/** The session is over: /login (unless already there), nothing of that user left cached. */
function toLogin(router: ReturnType<typeof useRouter>, queryClient: QueryClient): Promise<void> {
  if (!isLoginPath(router.state.location.pathname)) {
    void router.navigate({ to: "/login", replace: true });
  }
  return clearUserData(queryClient);
}

/**
 * Mounted once under the router (root route). Shows what the data layer decided, which never shows
 * UI itself: "auth lost" -> /login (unless already there); the alerts of failed queries and
 * mutations (judged by the query client's onError, lib/query-client.ts), one at a time in an
 * accessible alert dialog. "Other 500" (spec 8) ends the session locally once the user has read
 * the alert: tokens cleared like on a 401, then /login. Without the clearing, /login would send a
 * user who still has a token straight back to "/", whose failing query would alert again.
 */
export function AuthEventsListener() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const alerts = failureAlertsOf(queryClient) ?? NO_ALERTS;
  const current = useSyncExternalStore(alerts.subscribe, alerts.current, alerts.current);

  useEffect(
    () => authEvents.onAuthLost(() => void toLogin(router, queryClient)),
    [queryClient, router],
  );

  const endSession = async () => {
    try {
      await tokenStore.clear(); // first: the /login guard sends a user with a token on to "/"
      await toLogin(router, queryClient);
    } finally {
      alerts.sessionEnded();
    }
  };
  if (!current) return null;
  const close = () => {
    alerts.dismiss();
    if (current.kind === "server-error") void endSession();
  };
  return (
    <Suspense fallback={null}>
      <AlertDialog
        title={t`알림`}
        message={
          current.kind === "server-error"
            ? t`서버에 문제가 있습니다. 관리자에게 문의하세요.`
            : current.message || t`요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.`
        }
        confirmLabel={t`확인`}
        onClose={close}
      />
    </Suspense>
  );
}
