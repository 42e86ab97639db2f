/**
 * Spec 4 "Organisation chart state": any call through the chart's client sets loading on at its
 * start and off at its end or on error. A counter, so overlapping calls (tree + search) keep the
 * flag on until the last one settles.
 */
import { useSyncExternalStore } from "react";

let pending = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export async function trackLoading<T>(call: () => Promise<T>): Promise<T> {
  pending += 1;
  notify();
  try {
    return await call();
  } finally {
    pending -= 1;
    notify();
  }
}

export const isOrganizationLoading = (): boolean => pending > 0;

export function useOrganizationLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isOrganizationLoading,
    () => false,
  );
}
