import { holdPageInert } from "../page-inert";
import { domMin, LazyMotion, m, MotionConfig } from "framer-motion";
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import {
  backdropMotion,
  panelMotion,
  prefersReducedMotion,
  stepMotion,
  type DialogPlacement,
} from "./dialog-motion";
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
 * returns to where it was on close. Rendered into document.body. It enters with framer-motion (a
 * sheet slides up, a dialog fades in scaled) through `m` and the minimal feature set (LazyMotion
 * with domMin, not the whole library); under the user's reduced-motion setting it only fades,
 * nothing moves. Nothing on Main's first paint imports it (Main's popups load it lazily).
 */
export function Dialog(props: DialogProps) {
  const { title, onClose, children, footer, focusFirstField, placement = "center" } = props;
  const { titleAside, stepKey } = props;
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [reduced] = useState(prefersReducedMotion);
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

  const step = stepMotion(reduced);
  return createPortal(
    <LazyMotion features={domMin} strict>
      <MotionConfig reducedMotion="user">
        {/* A tap on the backdrop (outside the dialog) closes it, as Escape does. */}
        <m.div
          className={placement === "sheet" ? `${styles.backdrop} ${styles.sheet}` : styles.backdrop}
          {...backdropMotion}
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
        >
          <m.div
            ref={dialog}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            className={styles.dialog}
            onKeyDown={onKeyDown}
            {...panelMotion(placement, reduced)}
          >
            <div className={styles.heading}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {titleAside}
            </div>
            <m.div
              key={stepKey}
              className={styles.body}
              initial={stepKey === firstStep ? false : step.initial}
              animate={step.animate}
              transition={step.transition}
            >
              {children}
            </m.div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </m.div>
        </m.div>
      </MotionConfig>
    </LazyMotion>,
    document.body,
  );
}
