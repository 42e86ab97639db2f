import { useLingui } from "@lingui/react/macro";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Suspense, lazy, useEffect, useState } from "react";
import { authEvents } from "../../../lib/auth-events";
import { errorHandlingOf } from "../../../lib/query-meta";
import { reactionTo, type ErrorReaction } from "../error-policy";

// Both load on demand: the listener sits in the root route, the home route's initial bundle.
const AlertDialog = lazy(() =>
  import("../../../components/AlertDialog/AlertDialog").then((m) => ({ default: m.AlertDialog })),
);
const clearUserData = (queryClient: QueryClient) =>
  import("../../../lib/user-data").then((m) => m.clearUserData(queryClient));

const isLoginPath = (pathname: string) => pathname.toLowerCase() === "/login";

/**
 * Mounted once under the router (root route). Reacts to the data layer, which never shows UI:
 * "auth lost" -> /login (unless already there); failed queries and mutations -> the reactions of
 * error-policy.ts, shown one at a time in an accessible alert dialog.
 */
export function AuthEventsListener() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<Exclude<ErrorReaction, null>[]>([]);

  useEffect(() => {
    const toLogin = () => {
      if (!isLoginPath(router.state.location.pathname)) {
        void router.navigate({ to: "/login", replace: true });
      }
      // The session is over: nothing of that user stays cached on the device.
      void clearUserData(queryClient);
    };
    const enqueue = (reaction: ErrorReaction) => {
      if (reaction) setQueue((current) => [...current, reaction]);
    };
    const offAuth = authEvents.onAuthLost(toLogin);
    const offQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      enqueue(reactionTo(event.action.error, errorHandlingOf(event.query.meta)));
    });
    const offMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      enqueue(reactionTo(event.action.error, errorHandlingOf(event.mutation.meta)));
    });
    return () => {
      offAuth();
      offQueries();
      offMutations();
    };
  }, [queryClient, router]);

  const current = queue[0];
  if (!current) return null;
  const close = () => {
    setQueue((rest) => rest.slice(1));
    if (current.kind === "server-error" && !isLoginPath(router.state.location.pathname)) {
      void router.navigate({ to: "/login" });
    }
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
