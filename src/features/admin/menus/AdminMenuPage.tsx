import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { adminMenuQuery, type AdminMenuType, type MenuTarget } from "../api/menus";
import styles from "../admin.module.css";
import { useAdminAccess } from "../components/AdminAccessContext";
import { QueryState } from "../components/QueryState";
import { useScopeLabel } from "../components/ScopeField";
import { useUserCompanies } from "../components/use-user-companies";
import { MenuEditor } from "./MenuEditor";

/** /admin/menus: pick Work or Office, the company (group admins) and the authority; edit. */
export function AdminMenuPage() {
  const { t } = useLingui();
  const access = useAdminAccess();
  const ids = { type: useId(), company: useId(), authority: useId() };
  const companies = useUserCompanies();
  const scopeLabel = useScopeLabel();
  const [target, setTarget] = useState<MenuTarget>({
    type: "WORK",
    companyId: access.companyId,
    authority: "USER",
  });
  const query = useQuery(adminMenuQuery(target));
  const companyLine = (name: string) => t`회사: ${name}`;
  return (
    <PageLayout title={t`메뉴 관리`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        <div className={styles.fieldset}>
          <label htmlFor={ids.type} className={styles.label}>
            {t`메뉴`}
          </label>
          <select
            id={ids.type}
            className={styles.select}
            value={target.type}
            onChange={(event) =>
              setTarget({ ...target, type: event.target.value as AdminMenuType })
            }
          >
            <option value="WORK">{t`업무`}</option>
            <option value="OFFICE">{t`오피스`}</option>
          </select>
          {access.kind === "GROUP" ? (
            <>
              <label htmlFor={ids.company} className={styles.label}>
                {t`회사`}
              </label>
              <select
                id={ids.company}
                className={styles.select}
                value={target.companyId}
                onChange={(event) =>
                  setTarget({ ...target, companyId: Number(event.target.value) })
                }
              >
                {companies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </select>
            </>
          ) : (
            <p className={styles.muted}>{companyLine(scopeLabel(target.companyId))}</p>
          )}
          <label htmlFor={ids.authority} className={styles.label}>
            {t`메뉴 권한`}
          </label>
          <select
            id={ids.authority}
            className={styles.select}
            value={target.authority}
            onChange={(event) =>
              setTarget({ ...target, authority: event.target.value as MenuTarget["authority"] })
            }
          >
            <option value="USER">USER</option>
            <option value="ADMIN">ADMIN</option>
          </select>
        </div>
        <QueryState query={query} empty={null}>
          {(items) => <MenuEditor key={JSON.stringify(target)} target={target} items={items} />}
        </QueryState>
      </div>
    </PageLayout>
  );
}
