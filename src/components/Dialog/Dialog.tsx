import { holdPageInert } from "../page-inert";
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import styles from "./Dialog.module.css";

/** A bottom sheet (slides up from the screen's edge) or a centred dialog (fades in, scaled). */
export type DialogPlacement = "center" | "sheet";

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
  /** "sheet": a bottom sheet sliding up (home's popups); "center" (default): a centred dialog. */
  placement?: DialogPlacement;
  /** Shown beside the title, outside the accessible name (e.g. a sheet's "1/2"). */
  titleAside?: ReactNode;
  /**
   * A sheet showing one step after another: when the key changes, the new step's content comes
   * in and the dialog takes focus again, so its new title is read (the button pressed is gone).
   */
  stepKey?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA APG): role="dialog", aria-modal, labelled by its title. On open the
 * dialog itself takes focus (the title is read first), or a form's first field; Tab and Shift+Tab
 * cycle inside it, Escape and a tap on the backdrop close it, the page behind is inert, and focus
 * returns to where it was on close. Rendered into document.body. It enters with CSS animations (a
 * sheet slides up, a dialog fades in scaled; Dialog.module.css), which under the user's
 * reduced-motion setting only fade. Nothing on Main's first paint imports it (Main's popups load
 * it lazily).
 */
export function Dialog(props: DialogProps) {
  const { title, onClose, children, footer, focusFirstField, placement = "center" } = props;
  const { titleAside, stepKey } = props;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [firstStep] = useState(stepKey);

  // Before the frame that shows the dialog (a layout effect, not a passive one, which Preact runs
  // a frame later): a key pressed as it appears goes to the dialog, never to the page behind.
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const releaseInert = holdPageInert();
    const field = focusFirstField
      ? dialog.current?.querySelector<HTMLElement>("input:not([disabled]), textarea, select")
      : null;
    (field ?? dialog.current)?.focus();
    return () => {
      releaseInert();
      if (previous?.isConnected) previous.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  useLayoutEffect(() => {
    if (stepKey !== firstStep) dialog.current?.focus();
  }, [stepKey, firstStep]);

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
      className={placement === "sheet" ? `${styles.backdrop} ${styles.sheet}` : styles.backdrop}
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
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {titleAside}
        </div>
        {/* A new key is a new element: its entrance animation runs again for each later step. */}
        <div
          key={stepKey}
          className={stepKey === firstStep ? styles.body : `${styles.body} ${styles.nextStep}`}
        >
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
