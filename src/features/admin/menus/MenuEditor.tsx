import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { ReorderList } from "../../../components/ListEditor";
import listStyles from "../../../components/ListEditor/EditPage.module.css";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { readLocaleCookie } from "../../../lib/locale";
import { adminMenuKeys, saveAdminMenu, type MenuTarget } from "../api/menus";
import styles from "../admin.module.css";
import { useAdminErrorText } from "../form-errors";
import type { AdminMenuItem, MenuLocale } from "../types";
import {
  applyMenuItem,
  emptyMenuItem,
  fromRow,
  menuItemDraft,
  rowKey,
  toRows,
  type MenuRow,
} from "./menu-draft";
import { MenuItemDialog } from "./MenuItemDialog";

/** The menu of one target: reorder, add, edit, delete; Save sends the whole list. */
export function MenuEditor({ target, items }: { target: MenuTarget; items: AdminMenuItem[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const errorText = useAdminErrorText();
  const [rows, setRows] = useState(() => toRows(items));
  const [removed, setRemoved] = useState<AdminMenuItem[]>([]);
  const [editing, setEditing] = useState<MenuRow | "new" | null>(null);
  const [status, setStatus] = useState({ tone: "info" as "info" | "error" | "success", text: "" });
  const key = useRef(newIdempotencyKey());
  const locale = readLocaleCookie() as MenuLocale;
  const nameOf = (row: MenuRow) => row.names[locale] || row.names.ko;

  const changed = () => {
    key.current = newIdempotencyKey();
    setStatus({ tone: "info", text: "" });
  };
  const save = useMutation({
    mutationFn: () => saveAdminMenu(target, rows.map(fromRow), removed, key.current),
    meta: { errorHandling: "local" },
    onSuccess: (saved) => {
      key.current = newIdempotencyKey();
      setRows(toRows(saved));
      setRemoved([]);
      queryClient.setQueryData(adminMenuKeys.one(target), saved);
      setStatus({ tone: "success", text: t`저장했습니다.` });
    },
    onError: (error) => setStatus({ tone: "error", text: errorText(error) }),
  });

  const apply = (draft: ReturnType<typeof menuItemDraft>) => {
    if (editing === "new") {
      const item: AdminMenuItem = { ...applyMenuItem(draft), priority: rows.length + 1 };
      setRows([...rows, { ...item, key: rowKey(item) }]);
    } else if (editing) {
      setRows(
        rows.map((row) => (row.key === editing.key ? { ...row, ...applyMenuItem(draft) } : row)),
      );
    }
    setEditing(null);
    changed();
  };
  const remove = (row: MenuRow) => {
    setRows(rows.filter((other) => other.key !== row.key));
    if (row.id) setRemoved([...removed, fromRow(row)]);
    changed();
    const name = nameOf(row);
    setStatus({ tone: "info", text: t`${name} 항목을 뺐습니다. 저장해야 반영됩니다.` });
  };

  return (
    <div className={styles.form}>
      <FormMessage tone={status.tone}>{status.text}</FormMessage>
      {rows.length === 0 ? (
        <p className={styles.muted}>
          <Trans>메뉴 항목이 없습니다.</Trans>
        </p>
      ) : (
        <ReorderList
          items={rows}
          onReorder={(next) => {
            setRows(next);
            changed();
          }}
          keyOf={(row) => row.key}
          nameOf={nameOf}
          label={t`메뉴 순서`}
          renderRow={(row) => {
            const name = nameOf(row);
            return (
              <>
                <span className={listStyles.name}>{name}</span>
                {row.open ? <span className={listStyles.open}>OPEN</span> : null}
                {row.envType === "PC" ? <span className={styles.badge}>PC</span> : null}
                <button
                  type="button"
                  className={listStyles.rowButton}
                  aria-label={t`${name} 수정`}
                  onClick={() => setEditing(row)}
                >
                  {t`수정`}
                </button>
                <button
                  type="button"
                  className={listStyles.rowButton}
                  aria-label={t`${name} 삭제`}
                  onClick={() => remove(row)}
                >
                  {t`삭제`}
                </button>
              </>
            );
          }}
        />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setEditing("new")}>
          {t`메뉴 추가`}
        </Button>
        <Button onClick={() => save.mutate()} disabled={save.isPending}>
          {save.isPending ? t`저장 중…` : t`저장`}
        </Button>
      </div>
      {editing ? (
        <MenuItemDialog
          isNew={editing === "new"}
          initial={editing === "new" ? emptyMenuItem() : menuItemDraft(editing)}
          onApply={apply}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
