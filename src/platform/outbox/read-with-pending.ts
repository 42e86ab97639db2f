import type { readWithPendingEdit as Read } from "./pending-list";

/**
 * `readWithPendingEdit` (pending-list.ts) loaded on first use: the outbox store stays out of the
 * home route's initial JS (DESIGN section 9 budget). The request starts before the chunk is in:
 * the chunk and the one it imports are two round trips, which the list's answer need not wait for.
 */
export const readWithPendingEdit: typeof Read = async (list, shown, load) => {
  const loading = load();
  loading.catch(() => undefined); // read (and reported) by pending-list's readWithPendingEdit
  return (await import("./pending-list")).readWithPendingEdit(list, shown, () => loading);
};
