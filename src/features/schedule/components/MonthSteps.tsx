import { useLingui } from "@lingui/react/macro";
import type { TouchEvent } from "react";
import type { ScheduleMonth } from "../months";
import styles from "./Schedule.module.css";

export interface MonthStepsProps {
  /** Newest first, as the selector lists them. */
  months: readonly ScheduleMonth[];
  selected: ScheduleMonth;
  onMonthChange: (month: string) => void;
}

/** Previous and next month beside the selector, and "This month" back to the current one. */
export function MonthSteps({ months, selected, onMonthChange }: MonthStepsProps) {
  const { t } = useLingui();
  const index = months.indexOf(selected);
  const earlier = months[index + 1];
  const later = index > 0 ? months[index - 1] : undefined;
  const current = months[0]!;
  return (
    <div className={styles.steps}>
      <Step to={earlier} label={t`이전 달`} sign="‹" onMonthChange={onMonthChange} />
      <button
        type="button"
        className={styles.today}
        disabled={selected === current}
        onClick={() => onMonthChange(current.value)}
      >
        {t`이번 달`}
      </button>
      <Step to={later} label={t`다음 달`} sign="›" onMonthChange={onMonthChange} />
    </div>
  );
}

interface StepProps {
  /** The month it opens; none at the ends of the range (disabled). */
  to: ScheduleMonth | undefined;
  label: string;
  sign: string;
  onMonthChange: (month: string) => void;
}

function Step({ to, label, sign, onMonthChange }: StepProps) {
  return (
    <button
      type="button"
      className={styles.step}
      disabled={!to}
      aria-label={label}
      onClick={() => to && onMonthChange(to.value)}
    >
      {sign}
    </button>
  );
}

const SWIPE_PX = 60;

/**
 * A horizontal swipe over the list: right to the previous month, left to the next. A mostly
 * vertical move is a scroll and changes nothing.
 */
export function swipeHandlers(onStep: (direction: -1 | 1) => void) {
  let start: { x: number; y: number } | undefined;
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : undefined;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = undefined;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) onStep(dx > 0 ? -1 : 1);
    },
  };
}
