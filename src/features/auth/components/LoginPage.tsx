import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { tokenStore } from "../../../lib/token-store";
import { LanguagePicker } from "../../../components/LanguagePicker/LanguagePicker";
import { loginErrorMessage } from "../login-messages";
import type { LoginSearch } from "../login-search";
import { LoginForm } from "./LoginForm";
import styles from "./LoginPage.module.css";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { VerifyStep } from "./VerifyStep";

/** /login: ID/password (+ SSO link), today's verification step and password reset. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toLoginSuccess = () => void navigate({ to: "/loginSuccess", replace: true });
  const toCredentials = () => void navigate({ to: "/login", search: {}, replace: true });
  const cancelVerification = async () => {
    await tokenStore.clear(["temporary"]);
    toCredentials();
  };

  const title =
    search.step === "verify"
      ? t`본인 인증`
      : search.step === "reset"
        ? t`비밀번호 초기화`
        : t`로그인`;

  return (
    <PageLayout title={title} actions={<LanguagePicker compact />}>
      <div className={styles.page}>
        {search.error && !search.step ? (
          <FormMessage tone="error">{i18n._(loginErrorMessage(search.error))}</FormMessage>
        ) : null}
        {search.step === "verify" ? (
          <VerifyStep onVerified={toLoginSuccess} onCancel={() => void cancelVerification()} />
        ) : search.step === "reset" ? (
          <ResetPasswordForm onDone={toCredentials} />
        ) : (
          <LoginForm
            onLoggedIn={toLoginSuccess}
            onVerify={() => void navigate({ to: "/login", search: { step: "verify" } })}
          />
        )}
      </div>
    </PageLayout>
  );
}
