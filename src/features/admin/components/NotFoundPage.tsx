import { Trans, useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import styles from "../admin.module.css";
import { AdminPathLink } from "./AdminPathLink";

/** An address below /admin that names no screen (mistyped, or an old bookmark). */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageLayout title={t`화면을 찾을 수 없습니다`} back={{ to: "/admin" }}>
      <div className={styles.page} role="alert">
        <p>
          <Trans>이 주소의 관리 화면은 없습니다.</Trans>
        </p>
        <AdminPathLink path="">
          <Trans>관리 첫 화면으로</Trans>
        </AdminPathLink>
      </div>
    </PageLayout>
  );
}
