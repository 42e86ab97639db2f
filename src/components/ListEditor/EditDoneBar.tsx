import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { AlertDialog } from "../AlertDialog/AlertDialog";
import { Button } from "../Button/Button";
import { Tooltip } from "../Tooltip/Tooltip";
import type { MenuTab } from "../../lib/menu-tab";
import type { DoneSave } from "./use-done-save";
import styles from "./EditPage.module.css";

export interface EditDoneBarProps {
  state: DoneSave;
  /** The home tab to return to once saved (spec 2: 0 Work, 1 Office, 2 Favorite). */
  menuId: MenuTab;
  /** False while the list is not loaded. */
  ready: boolean;
}

/** The fixed Done button, the "edit done" tooltip (then back to Main) and the failure alert. */
export function EditDoneBar({ state, menuId, ready }: EditDoneBarProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const busy = state.saving || state.done;
  return (
    <>
      <div className={styles.doneBar}>
        <Button
          className={styles.doneButton}
          onClick={state.save}
          disabled={!ready}
          // Not `disabled` while saving: the button keeps focus and says why it does nothing.
          aria-disabled={busy || undefined}
          aria-busy={state.saving || undefined}
        >
          {state.saving ? t`저장 중…` : t`완료`}
        </Button>
      </div>
      {state.done ? (
        <Tooltip
          message={
            state.queued
              ? // Not "offline": also a lost answer or a stopped server keeps the edit here.
                t`변경 내용을 이 기기에 보관했습니다. 온라인이 되면 전송됩니다.`
              : t`편집이 완료되었습니다.`
          }
          onHide={() => void navigate({ to: "/", search: { menuId } })}
        />
      ) : null}
      {state.error ? (
        <AlertDialog
          title={t`저장 실패`}
          message={state.error}
          confirmLabel={t`확인`}
          onClose={state.dismissError}
        />
      ) : null}
    </>
  );
}
