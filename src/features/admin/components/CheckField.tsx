import type { ReactNode } from "react";
import styles from "../admin.module.css";

/** A labelled checkbox, 44 px high. */
export function CheckField(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{props.children}</span>
    </label>
  );
}
