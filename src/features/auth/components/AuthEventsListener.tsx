import { useLingui } from "@lingui/react/macro";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { authEvents } from "../../../lib/auth-events";
import { errorHandlingOf } from "../../../lib/query-meta";
import { tokenStore } from "../../../lib/token-store";
import { reactionTo, type ErrorReaction } from "../error-policy";

// Both load on demand: the listener sits in the root route, the home route's initial bundle.
const AlertDialog = lazy(() =>
  import("../../../components/AlertDialog/AlertDialog").then((m) => ({ default: m.AlertDialog })),
);
const clearUserData = (queryClient: QueryClient) =>
  import("../../../platform/session/purge").then((m) => m.clearUserData(queryClient));

const isLoginPath = (pathname: string) => pathname.toLowerCase() === "/login";

/** The session is over: /login (unless already there), nothing of that user left cached. */
function toLogin(router: ReturnType<typeof useRouter>, queryClient: QueryClient): Promise<void> {
  if (!isLoginPath(router.state.location.pathname)) {
    void router.navigate({ to: "/login", replace: true });
  }
  return clearUserData(queryClient);
}

/**
 * Mounted once under the router (root route). Reacts to the data layer, which never shows UI:
 * "auth lost" -> /login (unless already there); failed queries and mutations -> the reactions of
 * error-policy.ts, shown one at a time in an accessible alert dialog. "Other 500" (spec 8) ends
 * the session locally once the user has read the alert: tokens cleared like on a 401, then
 * /login. Without the clearing, /login would send a user who still has a token straight back to
 * "/", whose failing query would raise the alert again, and again.
 */
export function AuthEventsListener() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<Exclude<ErrorReaction, null>[]>([]);
  // Set from the first "other 500" until the session has ended: later 500s add no second alert.
  const serverErrorPending = useRef(false);

  useEffect(() => {
    const enqueue = (reaction: ErrorReaction) => {
      if (!reaction) return;
      if (reaction.kind === "server-error") {
        if (serverErrorPending.current) return;
        serverErrorPending.current = true;
      }
      setQueue((current) => [...current, reaction]);
    };
    const offAuth = authEvents.onAuthLost(() => void toLogin(router, queryClient));
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

  const endSession = async () => {
    try {
      await tokenStore.clear(); // first: the /login guard sends a user with a token on to "/"
      await toLogin(router, queryClient);
    } finally {
      serverErrorPending.current = false;
    }
  };
  const current = queue[0];
  if (!current) return null;
  const close = () => {
    setQueue((rest) => rest.slice(1));
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
