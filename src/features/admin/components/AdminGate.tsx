import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, Outlet } from "@tanstack/react-router";
import { buttonClassName } from "../../../components/Button/Button";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { userQuery } from "../../../platform/user/query";
import { adminAccessQuery, isAdmin } from "../api/access";
import styles from "../admin.module.css";
import { AdminAccessContext } from "./AdminAccessContext";
import { QueryState } from "./QueryState";

/**
 * The /admin layout: asks the server for the caller's rights once, then shows the section, a
 * "no access" page (someone typing /admin by hand), or the loading and failure states.
 */
export function AdminGate() {
  const { t } = useLingui();
  const user = useQuery(userQuery());
  const companyId = Number(user.data?.companyId) || 0;
  const access = useQuery({ ...adminAccessQuery(companyId), enabled: companyId > 0 });
  if (isAdmin(access.data)) {
    return (
      <AdminAccessContext.Provider value={access.data}>
        <Outlet />
      </AdminAccessContext.Provider>
    );
  }
  if (access.data?.kind === "NONE") return <NoAccess />;
  return (
    <PageLayout title={t`관리`} back={{ to: "/user" }}>
      <div className={styles.page}>
        {companyId > 0 ? (
          <QueryState query={access} empty={null}>
            {() => null}
          </QueryState>
        ) : (
          <QueryState query={user} empty={null}>
            {() => null}
          </QueryState>
        )}
      </div>
    </PageLayout>
  );
}

export function NoAccess() {
  const { t } = useLingui();
  return (
    <PageLayout title={t`접근 권한 없음`} back={{ to: "/user" }}>
      <div className={styles.page} role="alert">
        <p>
          <Trans>
            관리 화면은 관리자만 열 수 있습니다. 권한이 필요하면 그룹 관리자에게 문의하세요.
          </Trans>
        </p>
        <Link to="/" className={buttonClassName("secondary")}>
          <Trans>홈으로</Trans>
        </Link>
      </div>
    </PageLayout>
  );
}
