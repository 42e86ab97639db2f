import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { currentUserQuery } from "../api";
import { passwordChangeReason } from "../password-expiry";
import styles from "./LoginPage.module.css";
import { PasswordChangeForm } from "./PasswordChangeForm";

export interface LoginSuccessPageProps {
  /** `?changePassword=1`: my page's link, the user chose to change the password. */
  changeRequested?: boolean;
}

/**
 * /loginSuccess: the tokens are stored (route beforeLoad). Reads the user afresh: a temporary or
 * 90-day-old password must be changed here, and a requested change is offered; otherwise, or if
 * the user call fails, go to /.
 */
export function LoginSuccessPage({ changeRequested = false }: LoginSuccessPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useQuery({
    ...currentUserQuery(),
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });

  if (user.isFetching && !user.isError) {
    return (
      <PageLayout title={t`로그인 완료`}>
        <p role="status" className={styles.explanation}>
          <Trans>로그인하는 중입니다…</Trans>
        </p>
      </PageLayout>
    );
  }
  const reason = user.isError ? null : passwordChangeReason(user.data);
  const requested = changeRequested && !user.isError && user.data !== undefined;
  if (!reason && !requested) return <Navigate to="/" replace />;
  // A change the user asked for returns to my page, where the link was.
  const next = reason ? "/" : "/user";
  return (
    <PageLayout title={t`비밀번호 변경`}>
      <div className={styles.page}>
        <PasswordChangeForm
          reason={reason}
          onChanged={() => void navigate({ to: next, replace: true })}
        />
      </div>
    </PageLayout>
  );
}
