import { useEffect, useRef } from "react";
import styles from "./Tooltip.module.css";

/** Spec 4/9: a tooltip shows 1.5 seconds, then hides. */
export const TOOLTIP_DURATION_MS = 1500;

export interface TooltipProps {
  /** Localized text; render the component only while it should show. */
  message: string;
  /** Called once the tooltip has been shown for `duration` ms (the caller unmounts it). */
  onHide: () => void;
  duration?: number;
}

/**
 * A transient message (e.g. "Edit done") announced politely to assistive technology. It hides
 * itself after `duration`; the edit pages navigate on `onHide` (spec 4 "Editing").
 */
export function Tooltip({ message, onHide, duration = TOOLTIP_DURATION_MS }: TooltipProps) {
  // The latest onHide, read when the time is up: a new callback from a re-render must not restart
  // the 1.5 s (React's useEffectEvent does this; Preact's layer has no such hook).
  const hide = useRef(onHide);
  useEffect(() => {
    hide.current = onHide;
  });
  useEffect(() => {
    const id = setTimeout(() => hide.current(), duration);
    return () => clearTimeout(id);
  }, [duration, message]);
  return (
    <div role="status" className={styles.tooltip}>
      {message}
    </div>
  );
}
