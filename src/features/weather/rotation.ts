import { useEffect, useState } from "react";

/** Spec 9: weather items rotate every 3000 ms. */
export const WEATHER_ROTATION_MS = 3000;

/**
 * Index of the item to show, advancing every `intervalMs` while there are at least two items and
 * the rotation is not paused. Pausing keeps the current item.
 */
export function useRotation(count: number, intervalMs: number, paused = false): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (count < 2 || paused) return;
    const id = setInterval(() => setTick((current) => current + 1), intervalMs);
    return () => clearInterval(id);
  }, [count, intervalMs, paused]);
  return count > 0 ? tick % count : 0;
}
