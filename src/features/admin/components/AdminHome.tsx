import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { sectionsFor } from "../sections";
import styles from "../admin.module.css";
import { useAdminAccess } from "./AdminAccessContext";
import { AdminPathLink } from "./AdminPathLink";

/** /admin: the sections the caller may manage (ADMIN_SECTIONS), one link each. */
export function AdminHome() {
  const { t, i18n } = useLingui();
  const access = useAdminAccess();
  const who = access.kind === "GROUP" ? t`그룹 관리자` : t`회사 관리자`;
  return (
    <PageLayout title={t`관리`} back={{ to: "/user" }}>
      <div className={styles.page}>
        <p className={styles.muted}>{who}</p>
        <nav aria-label={t`관리 메뉴`}>
          <ul className={styles.sectionList}>
            {sectionsFor(access.kind).map((section) => (
              <li key={section.path}>
                <AdminPathLink path={section.path} className={styles.sectionLink}>
                  <strong>{i18n._(section.label)}</strong>
                  <span className={styles.muted}>{i18n._(section.hint)}</span>
                </AdminPathLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </PageLayout>
  );
}
