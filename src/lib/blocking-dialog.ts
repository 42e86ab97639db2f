import { useEffect, useSyncExternalStore } from "react";

/**
 * Whether a dialog that must be answered first is open (the must-acknowledge gate). Main's
 * popups wait while it is: two modal sheets stacked would cover each other's buttons, and the
 * one the user must answer could end up below. The popups come back once it closes.
 */
let open = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  open += by;
  for (const listener of listeners) listener();
}

/** Marks a blocking dialog open while `active` is true and the caller is mounted. */
export function useBlockingDialog(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => change(-1);
  }, [active]);
}

/** True while some blocking dialog is open. */
export function useBlockingDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open > 0);
}
