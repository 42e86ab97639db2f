import { useEffect, useState } from "react";
import { VERIFICATION_CODE_SECONDS } from "../../../shared/auth-timing";

const secondsLeft = (deadline: number, now: number) =>
  Math.max(0, Math.min(VERIFICATION_CODE_SECONDS, Math.ceil((deadline - now) / 1000)));

/**
 * The deadline of a code sent now: the server's expiresAt when it is plausible for this device's
 * clock (0 < left <= 2:05), otherwise now + 2:00 (clock skew must not shorten or stretch the window).
 */
export function codeDeadline(expiresAt: string | undefined, now: number = Date.now()): number {
  const left = expiresAt ? Date.parse(expiresAt) - now : Number.NaN;
  const plausible = left > 0 && left <= (VERIFICATION_CODE_SECONDS + 5) * 1000;
  return now + (plausible ? left : VERIFICATION_CODE_SECONDS * 1000);
}

/** Whole seconds left until `deadline` (ms since the epoch), ticking every second; 0 at the end. */
export function useCountdown(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : secondsLeft(deadline, now);
}

/** "m:ss" */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Screen readers hear the time at these marks only, not every second. */
const ANNOUNCE_AT = [VERIFICATION_CODE_SECONDS, 90, 60, 30, 10];

/** The mark last passed (the text of the polite live region changes only when it does). */
export function announcedMark(left: number): number {
  return ANNOUNCE_AT.filter((mark) => mark >= left).at(-1) ?? VERIFICATION_CODE_SECONDS;
}
