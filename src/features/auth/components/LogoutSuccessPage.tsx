import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { buttonClassName } from "../../../components/Button/Button";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import styles from "./LoginPage.module.css";

/** /LogoutSuccess: landing page after logout (also the native shell's logout target). */
export function LogoutSuccessPage() {
  const { t } = useLingui();
  return (
    <PageLayout title={t`로그아웃 완료`}>
      <div className={styles.page}>
        <p role="status">
          <Trans>로그아웃되었습니다.</Trans>
        </p>
        <Link to="/login" className={buttonClassName("primary")}>
          <Trans>다시 로그인</Trans>
        </Link>
      </div>
    </PageLayout>
  );
}
