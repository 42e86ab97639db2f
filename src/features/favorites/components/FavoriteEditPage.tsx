import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { MENU_TAB } from "../../../lib/menu-tab";
import { EditDoneBar, ListStatus, ReorderList, useDoneSave } from "../../../components/ListEditor";
import styles from "../../../components/ListEditor/EditPage.module.css";
import { favoriteKeys, favoriteQuery, favoritesShown } from "../api";
import { sendFavorites, type FavoriteDraft } from "../save-favorites";
import { useFavoriteDraft } from "../use-favorite-draft";
import { DeleteFavoriteDialog } from "./DeleteFavoriteDialog";
import { FavoritePopup } from "./FavoritePopup";
import { FavoriteRowContent } from "./FavoriteRowContent";

type Popup =
  | { mode: "add" }
  | { mode: "modify"; item: FavoriteDraft }
  | { mode: "delete"; item: FavoriteDraft };

export interface FavoriteEditPageProps {
  /** The list's outbox state, above the list (the route composes it from features/outbox). */
  status?: ReactNode;
}

/** /edit/favorite: reorder, add, rename and delete personal favorites (spec section 4). */
export function FavoriteEditPage({ status }: FavoriteEditPageProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery({ ...favoriteQuery(), refetchOnMount: "always" });
  const draft = useFavoriteDraft(query.data);
  const [popup, setPopup] = useState<Popup | null>(null);
  const { items } = draft;

  const saving = useDoneSave({
    body: draft.body,
    send: async (body, key) => {
      const outcome = await sendFavorites(body, key);
      // Saved: the server's answer is the list, with the new ids (no refetch). Kept on the
      // device: Main shows the pending list, as every reader of it does until it is sent.
      const shown = outcome.kind === "saved" ? outcome.result : favoritesShown(body);
      if (shown !== undefined) queryClient.setQueryData(favoriteKeys.all(), shown);
      return outcome.kind;
    },
  });

  const addButton = (
    <button type="button" className={styles.rowButton} onClick={() => setPopup({ mode: "add" })}>
      <Trans>추가</Trans>
    </button>
  );

  return (
    <PageLayout title={t`즐겨찾기 편집`} back={{ menuId: MENU_TAB.FAVORITE }} actions={addButton}>
      <div className={styles.page}>
        {status}
        {!items ? (
          <ListStatus failed={query.isError} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <div className={styles.status}>
            <p>
              <Trans>등록된 즐겨찾기가 없습니다.</Trans>
            </p>
            <button
              type="button"
              className={styles.rowButton}
              onClick={() => setPopup({ mode: "add" })}
            >
              <Trans>즐겨찾기를 추가해 보세요</Trans>
            </button>
          </div>
        ) : (
          <ReorderList
            items={items}
            onReorder={draft.reorder}
            keyOf={(item) => item.key}
            nameOf={(item) => item.name}
            label={t`즐겨찾기 순서`}
            renderRow={(item) => (
              <FavoriteRowContent
                name={item.name}
                onModify={() => setPopup({ mode: "modify", item })}
                onDelete={() => setPopup({ mode: "delete", item })}
              />
            )}
          />
        )}
      </div>
      <EditDoneBar state={saving} menuId={MENU_TAB.FAVORITE} ready={items !== null} />
      {popup?.mode === "add" ? (
        <FavoritePopup
          mode="add"
          onClose={() => setPopup(null)}
          onConfirm={(values) => {
            draft.add(values);
            setPopup(null);
          }}
        />
      ) : popup?.mode === "modify" ? (
        <FavoritePopup
          mode="modify"
          initial={popup.item}
          onClose={() => setPopup(null)}
          onConfirm={(values) => {
            draft.modify(popup.item.key, values);
            setPopup(null);
          }}
        />
      ) : popup?.mode === "delete" ? (
        <DeleteFavoriteDialog
          name={popup.item.name}
          onClose={() => setPopup(null)}
          onConfirm={() => {
            draft.remove(popup.item.key);
            setPopup(null);
            // The row and its delete button are gone: keep focus in the page, not on <body>.
            requestAnimationFrame(() => document.getElementById("main")?.focus());
          }}
        />
      ) : null}
    </PageLayout>
  );
}
