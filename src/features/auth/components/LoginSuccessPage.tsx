import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { userQuery } from "../../../platform/user/query";
import { passwordChangeReason } from "../password-expiry";
import { forgetReturnPath, returnPath } from "../return-path";
import styles from "./LoginPage.module.css";
import { CancelChange, LogoutInstead } from "./PasswordPageExits";
import { PasswordChangeForm } from "./PasswordChangeForm";

export interface LoginSuccessPageProps {
  /** `?changePassword=1`: my page's link, the user chose to change the password. */
  changeRequested?: boolean;
}

/**
 * /loginSuccess: the tokens are stored (route beforeLoad). Reads the user afresh: a temporary or
 * 90-day-old password must be changed here, and a requested change is offered; otherwise, or if
 * the user call fails, go on: to the page the SSO round trip started from (returnTo), else /.
 */
export function LoginSuccessPage({ changeRequested = false }: LoginSuccessPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useQuery({
    ...userQuery(),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
  // Read once (a safe plain path or "/"), then forgotten: a later login must not land there.
  const [destination] = useState(returnPath);
  useEffect(() => forgetReturnPath(), []);

  const loading = user.isFetching && !user.isError;
  const reason = loading || user.isError ? null : passwordChangeReason(user.data);
  const requested = changeRequested && !user.isError && user.data !== undefined;
  const leave = !loading && !reason && !requested;
  useEffect(() => {
    // `href`, not `to`: the destination may carry its own query and hash.
    if (leave) void navigate({ href: destination, replace: true });
  }, [leave, destination, navigate]);

  if (loading || leave) {
    return (
      <PageLayout title={t`로그인 완료`}>
        <p role="status" className={styles.explanation}>
          <Trans>로그인하는 중입니다…</Trans>
        </p>
      </PageLayout>
    );
  }
  // A change the user asked for returns to my page, where the link was.
  const next = reason ? destination : "/user";
  return (
    <PageLayout title={t`비밀번호 변경`} back={!reason}>
      <div className={styles.page}>
        <PasswordChangeForm
          reason={reason}
          onChanged={() => void navigate({ href: next, replace: true })}
        />
        {/* Every page needs a way out, also in a standalone PWA without a browser Back. */}
        {reason ? <LogoutInstead /> : <CancelChange />}
      </div>
    </PageLayout>
  );
}
