import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { MENU_TAB } from "../../../lib/menu-tab";
import { userQuery } from "../../../platform/user/query";
import { menuKeys, menuQuery, menuShown, type MenuItem, type MenuType } from "../api";
import { EditDoneBar, ListStatus, ReorderList, useDoneSave } from "../../../components/ListEditor";
import styles from "../../../components/ListEditor/EditPage.module.css";
import { menuSaveBody, sendMenuOrder } from "../save-menu";
import { truthy, visibleMenuItems } from "../visible-items";

export type { MenuType };

export interface MenuEditPageProps {
  type: MenuType;
  /** The list's outbox state, above the list (the route composes it from features/outbox). */
  status?: ReactNode;
}

/** /edit/work and /edit/office: reorder the Work or Office menu, Done saves (spec section 4). */
export function MenuEditPage({ type, status }: MenuEditPageProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const menuId = type === "WORK" ? MENU_TAB.WORK : MENU_TAB.OFFICE;
  // The freshest list: an edit starts from what the server has now.
  const query = useQuery({ ...menuQuery(type), refetchOnMount: "always" });
  const user = useQuery(userQuery());
  const [draft, setDraft] = useState<MenuItem[] | null>(null);
  const items = draft ?? (query.data ? visibleMenuItems(query.data) : null);
  const authority = user.data?.authority;

  const saving = useDoneSave({
    body: () => (items && authority ? menuSaveBody(items) : null),
    send: async (body, key) => {
      const outcome = await sendMenuOrder(type, authority ?? "", body, key);
      // Saved: the server's answer is the list (no refetch). Kept on the device: Main shows the
      // pending order, as every reader of the list does until it is sent.
      const shown = outcome.kind === "saved" ? outcome.result : menuShown(body);
      if (shown !== undefined) queryClient.setQueryData(menuKeys.list(type), shown);
      return outcome.kind;
    },
  });

  return (
    <PageLayout title={type === "WORK" ? t`업무 편집` : t`오피스 편집`} back={{ menuId }}>
      <div className={styles.page}>
        {status}
        {!items ? (
          <ListStatus failed={query.isError} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <p className={styles.status}>
            <Trans>편집할 메뉴가 없습니다.</Trans>
          </p>
        ) : (
          <ReorderList
            items={items}
            onReorder={setDraft}
            keyOf={(item) => `m${item.id}`}
            nameOf={(item) => item.name}
            label={t`메뉴 순서`}
            renderRow={(item) => (
              <>
                <span className={styles.name}>{item.name}</span>
                {truthy(item.open) ? (
                  <span className={styles.open}>
                    <Trans>OPEN</Trans>
                  </span>
                ) : null}
              </>
            )}
          />
        )}
      </div>
      <EditDoneBar state={saving} menuId={menuId} ready={Boolean(items && authority)} />
    </PageLayout>
  );
}
