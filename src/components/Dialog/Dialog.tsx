import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styles from "./Dialog.module.css";

export interface DialogProps {
  /** Localized heading (the dialog's accessible name). */
  title: string;
  /** Escape and the caller's buttons close it. */
  onClose: () => void;
  children?: ReactNode;
  /** Buttons under the content (e.g. "Confirm"). */
  footer?: ReactNode;
  /** Focus the first form field on open (forms) instead of the dialog itself (announcements). */
  focusFirstField?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA APG): role="dialog", aria-modal, labelled by its title. On open the
 * dialog itself takes focus (the title is read first), or a form's first field; Tab and Shift+Tab
 * cycle inside it, Escape and a tap on the backdrop close it, the page behind is inert, and focus returns to where it was on close. Rendered into
 * document.body; it fades in with a CSS animation (no motion library), none under reduced motion.
 */
export function Dialog({ title, onClose, children, footer, focusFirstField }: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const root = document.getElementById("root");
    root?.setAttribute("inert", "");
    const field = focusFirstField
      ? dialog.current?.querySelector<HTMLElement>("input:not([disabled]), textarea, select")
      : null;
    (field ?? dialog.current)?.focus();
    return () => {
      root?.removeAttribute("inert");
      if (previous?.isConnected) previous.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // A tap on the backdrop (outside the dialog) closes it, as Escape does.
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
