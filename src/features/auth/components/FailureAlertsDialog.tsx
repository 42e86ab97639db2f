import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useSyncExternalStore } from "react";
import { AlertDialog } from "../../../components/AlertDialog/AlertDialog";
import { createFailureAlerts, failureAlertsOf } from "../../../lib/failure-alerts";
import { tokenStore } from "../../../lib/token-store";
import { toLogin } from "../to-login";

/** A bare QueryClient (some tests) raises no alerts. */
const NO_ALERTS = createFailureAlerts();

/**
 * The alerts of failed queries and mutations (judged by the query client's onError,
 * lib/query-client.ts), one at a time in an accessible alert dialog. "Other 500" (spec 8) ends the
 * session locally once the user has read the alert: tokens cleared like on a 401, then /login.
 * Without the clearing, /login would send a user who still has a token straight back to "/",
 * whose failing query would alert again. Alerts raised before this loads wait in the queue.
 */
export function FailureAlertsDialog() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const alerts = failureAlertsOf(queryClient) ?? NO_ALERTS;
  const current = useSyncExternalStore(alerts.subscribe, alerts.current, alerts.current);

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
  );
}
