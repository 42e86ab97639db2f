import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { adminNoticesQuery } from "../api/notices";
import styles from "../admin.module.css";
import { QueryState } from "../components/QueryState";
import { NoticeForm } from "./NoticeForm";

/**
 * /admin/notices/new and /admin/notices/{id}. The API has no single-notice read: the notice is
 * taken from the first page of the list (the one the edit link was on).
 */
export function NoticeEditPage({ id }: { id: number | "new" }) {
  const { t } = useLingui();
  const list = useQuery({ ...adminNoticesQuery(1), enabled: id !== "new" });
  const title = id === "new" ? t`새 공지` : t`공지 수정`;
  return (
    <PageLayout title={title} back={{ to: "/admin" }}>
      <div className={styles.page}>
        {id === "new" ? (
          <NoticeForm />
        ) : (
          <QueryState
            query={list}
            isEmpty={(data) => !data.items.some((notice) => notice.id === id)}
            empty={t`공지를 찾을 수 없습니다.`}
          >
            {(data) => <NoticeForm notice={data.items.find((notice) => notice.id === id)} />}
          </QueryState>
        )}
      </div>
    </PageLayout>
  );
}
