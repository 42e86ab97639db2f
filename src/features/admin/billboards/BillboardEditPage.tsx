import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { adminBillboardsQuery } from "../api/billboards";
import styles from "../admin.module.css";
import { QueryState } from "../components/QueryState";
import { BillboardForm } from "./BillboardForm";

/** /admin/billboards/new and /admin/billboards/{id} (the billboard taken from the list). */
export function BillboardEditPage({ id }: { id: number | "new" }) {
  const { t } = useLingui();
  const list = useQuery({ ...adminBillboardsQuery(), enabled: id !== "new" });
  return (
    <PageLayout title={id === "new" ? t`새 전광판` : t`전광판 수정`} back={{ to: "/admin" }}>
      <div className={styles.page}>
        {id === "new" ? (
          <BillboardForm />
        ) : (
          <QueryState
            query={list}
            isEmpty={(data) => !data.some((billboard) => billboard.id === id)}
            empty={t`전광판을 찾을 수 없습니다.`}
          >
            {(data) => <BillboardForm billboard={data.find((billboard) => billboard.id === id)} />}
          </QueryState>
        )}
      </div>
    </PageLayout>
  );
}
