import { holdPageInert } from "../page-inert";
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import styles from "./AlertDialog.module.css";

export interface AlertDialogProps {
  /** Localized heading. */
  title: string;
  /** Localized message (server messages are already localized). */
  message: string;
  /** Localized label of the only button, e.g. "OK". */
  confirmLabel: string;
  onClose: () => void;
}

/**
 * A modal alert (role="alertdialog", WAI-ARIA APG): focus moves to the button on open and returns
 * to where it was on close; Escape and the button close it; Tab stays inside; the page behind is
 * inert. Rendered into document.body. Data-free: callers pass localized text.
 */
export function AlertDialog({ title, message, confirmLabel, onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // Before the frame that shows it: a key pressed as it appears reaches its button, not the page.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const releaseInert = holdPageInert();
    button.current?.focus();
    return () => {
      releaseInert();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key === "Tab") {
      event.preventDefault(); // one focusable element: keep focus on it
      button.current?.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <p id={messageId} className={styles.message}>
          {message}
        </p>
        <button ref={button} type="button" className={styles.button} onClick={onClose}>
          {confirmLabel}
        </button>
      </div>
    </div>,
    document.body,
  );
}
