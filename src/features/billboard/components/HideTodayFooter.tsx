import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { isHiddenToday, setHiddenToday } from "../hide-today";
import styles from "./Popups.module.css";

export interface HideTodayFooterProps {
  /** localStorage key of this popup's hide-until time. */
  storageKey: string;
  onConfirm: () => void;
}

/**
 * "Do not show today" and Confirm (spec 4): ticking stores the next local midnight at once,
 * unticking clears it; Confirm closes the popup.
 */
export function HideTodayFooter({ storageKey, onConfirm }: HideTodayFooterProps) {
  const id = useId();
  const [checked, setChecked] = useState(() => isHiddenToday(storageKey));
  return (
    <>
      <div className={styles.hideToday}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked);
            setHiddenToday(storageKey, event.target.checked);
          }}
        />
        <label htmlFor={id}>
          <Trans>오늘 하루 보지 않기</Trans>
        </label>
      </div>
      <Button onClick={onConfirm}>
        <Trans>확인</Trans>
      </Button>
    </>
  );
}
