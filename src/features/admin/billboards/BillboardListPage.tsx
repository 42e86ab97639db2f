import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { buttonClassName } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { adminBillboardKeys, adminBillboardsQuery, deleteBillboard } from "../api/billboards";
import styles from "../admin.module.css";
import { AdminPathLink } from "../components/AdminPathLink";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { QueryState } from "../components/QueryState";
import { DeleteRowButton } from "../components/DeleteRowButton";
import { useScopeLabel } from "../components/ScopeField";
import { useDelete } from "../components/use-delete";
import type { AdminBillboard } from "../types";
import { useToggleBillboard } from "./use-toggle-billboard";

/** /admin/billboards: the billboards in display order, each with on/off, edit and delete. */
export function BillboardListPage() {
  const { t } = useLingui();
  const query = useQuery(adminBillboardsQuery());
  const scopeLabel = useScopeLabel();
  const toggle = useToggleBillboard();
  const deleteQuestion = (title: string) => t`"${title}" 전광판을 삭제할까요? 되돌릴 수 없습니다.`;
  const removal = useDelete(
    (billboard: AdminBillboard) => deleteBillboard(billboard.id),
    adminBillboardKeys.all(),
  );
  return (
    <PageLayout title={t`전광판 관리`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        <AdminPathLink path="billboards/new" className={buttonClassName()}>
          <Trans>새 전광판</Trans>
        </AdminPathLink>
        <p className={styles.muted}>
          <Trans>범위(그룹 전체 또는 회사)마다 켜진 전광판은 5개까지입니다.</Trans>
        </p>
        <FormMessage tone="error">{toggle.error || removal.error}</FormMessage>
        <QueryState
          query={query}
          isEmpty={(data) => data.length === 0}
          empty={t`전광판이 없습니다.`}
        >
          {(billboards) => (
            <ul className={styles.rows} aria-label={t`전광판 목록`}>
              {billboards.map((billboard) => {
                const { title, sortOrder } = billboard;
                return (
                  <li key={billboard.id} className={styles.row}>
                    <div className={`${styles.rowMain} ${billboard.enabled ? "" : styles.off}`}>
                      <strong>{title}</strong>
                      <div className={styles.muted}>
                        {scopeLabel(billboard.companyId)} · {t`순서 ${sortOrder}`}
                      </div>
                    </div>
                    <button
                      type="button"
                      role="switch"
                      aria-checked={billboard.enabled}
                      aria-label={t`${title} 켜기`}
                      className={buttonClassName("secondary")}
                      disabled={toggle.busy}
                      onClick={() => toggle.toggle(billboard)}
                    >
                      {billboard.enabled ? t`켜짐` : t`꺼짐`}
                    </button>
                    <AdminPathLink
                      path={`billboards/${billboard.id}`}
                      aria-label={t`${title} 수정`}
                    >
                      {t`수정`}
                    </AdminPathLink>
                    <DeleteRowButton title={title} onClick={() => removal.ask(billboard)} />
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </div>
      {removal.asking ? (
        <ConfirmDialog
          title={t`전광판 삭제`}
          message={deleteQuestion(removal.asking.title)}
          confirmLabel={t`삭제`}
          onConfirm={removal.confirm}
          onClose={removal.cancel}
        />
      ) : null}
    </PageLayout>
  );
}
