import { useLayoutEffect, useRef } from "react";

/**
 * After "more", focus moves to the first new row once it is there: the button may be gone (last
 * page), and a keyboard or screen reader user goes on where the new notices begin. `shown` is
 * the number of rows loaded; `listRef` goes on the list, `afterMore` is called with "more".
 */
export function useFocusFirstNewRow(shown: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const pending = useRef<number | null>(null);
  // In the frame that shows the rows, so that a key pressed next lands on them.
  useLayoutEffect(() => {
    const from = pending.current;
    if (from === null || shown <= from) return;
    pending.current = null;
    listRef.current?.querySelectorAll<HTMLElement>("a[href]")[from]?.focus();
  }, [shown]);
  const afterMore = () => {
    pending.current = shown;
  };
  return { listRef, afterMore };
}
