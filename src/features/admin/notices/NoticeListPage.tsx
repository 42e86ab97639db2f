import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClassName } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { NOTICE_PAGE_SIZE, adminNoticeKeys, adminNoticesQuery, deleteNotice } from "../api/notices";
import styles from "../admin.module.css";
import { AdminPathLink } from "../components/AdminPathLink";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { Pager } from "../components/Pager";
import { QueryState } from "../components/QueryState";
import { DeleteRowButton } from "../components/DeleteRowButton";
import { useScopeLabel } from "../components/ScopeField";
import { useDelete } from "../components/use-delete";
import type { AdminNotice } from "../types";

/** /admin/notices: the managed notices, newest first, with edit, acknowledgements and delete. */
export function NoticeListPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery(adminNoticesQuery(page));
  const scopeLabel = useScopeLabel();
  const deleteQuestion = (title: string) => t`"${title}" 공지를 삭제할까요? 되돌릴 수 없습니다.`;
  const removal = useDelete(
    (notice: AdminNotice) => deleteNotice(notice.id),
    adminNoticeKeys.all(),
  );
  return (
    <PageLayout title={t`공지 관리`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        <AdminPathLink path="notices/new" className={buttonClassName()}>
          <Trans>새 공지</Trans>
        </AdminPathLink>
        <FormMessage tone="error">{removal.error}</FormMessage>
        <QueryState
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={t`공지가 없습니다.`}
        >
          {(data) => (
            <>
              <ul className={styles.rows} aria-label={t`공지 목록`}>
                {data.items.map(({ title, ...notice }) => (
                  <li key={notice.id} className={styles.row}>
                    <div className={styles.rowMain}>
                      <strong>{title}</strong>
                      <div className={styles.muted}>{scopeLabel(notice.companyId)}</div>
                    </div>
                    {notice.popupFrom ? <span className={styles.badge}>{t`팝업`}</span> : null}
                    {notice.mustAcknowledge ? (
                      <span className={styles.badge}>{t`필독`}</span>
                    ) : null}
                    <AdminPathLink path={`notices/${notice.id}`} aria-label={t`${title} 수정`}>
                      {t`수정`}
                    </AdminPathLink>
                    <AdminPathLink
                      path={`notices/${notice.id}/reads`}
                      aria-label={t`${title} 확인 현황`}
                    >
                      {t`확인 현황`}
                    </AdminPathLink>
                    <DeleteRowButton
                      title={title}
                      onClick={() => removal.ask({ ...notice, title })}
                    />
                  </li>
                ))}
              </ul>
              <Pager page={page} total={data.total} size={NOTICE_PAGE_SIZE} onPage={setPage} />
            </>
          )}
        </QueryState>
      </div>
      {removal.asking ? (
        <ConfirmDialog
          title={t`공지 삭제`}
          message={deleteQuestion(removal.asking.title)}
          confirmLabel={t`삭제`}
          onConfirm={removal.confirm}
          onClose={removal.cancel}
        />
      ) : null}
    </PageLayout>
  );
}
