import { Reorder, useDragControls } from "framer-motion";
import type { FocusEvent, KeyboardEvent, ReactNode, Ref } from "react";
import styles from "./EditPage.module.css";

export interface ReorderRowProps<T> {
  item: T;
  /** Localized accessible name of the move handle, e.g. "Move Mail". */
  handleLabel: string;
  /** Id of the keyboard instructions. */
  describedBy: string;
  /** Picked up with the keyboard. */
  grabbed: boolean;
  handleRef: Ref<HTMLButtonElement>;
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onHandleBlur: () => void;
  onDragEnd: () => void;
  children: ReactNode;
}

/**
 * One row: dragging starts only from the move handle, so the rest of the row scrolls the page on
 * touch screens and its buttons stay plain buttons.
 */
export function ReorderRow<T>(props: ReorderRowProps<T>) {
  const controls = useDragControls();
  const { item, grabbed, handleLabel, describedBy, handleRef, children } = props;
  const onBlur = (event: FocusEvent) => {
    // A node move blurs with no new target; only focus really leaving drops the item.
    if (event.relatedTarget !== null) props.onHandleBlur();
  };
  return (
    <Reorder.Item
      value={item}
      dragListener={false}
      dragControls={controls}
      onDragEnd={props.onDragEnd}
      // The handle is the keyboard control; the row itself is no tab stop.
      tabIndex={-1}
      className={grabbed ? `${styles.row} ${styles.grabbed}` : styles.row}
    >
      <button
        ref={handleRef}
        type="button"
        className={styles.handle}
        aria-label={handleLabel}
        aria-describedby={describedBy}
        aria-pressed={grabbed}
        onPointerDown={(event) => {
          event.preventDefault(); // no text selection or focus flicker while dragging
          controls.start(event);
        }}
        onKeyDown={props.onHandleKeyDown}
        onBlur={onBlur}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 8h16M4 12h16M4 16h16" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {children}
    </Reorder.Item>
  );
}
