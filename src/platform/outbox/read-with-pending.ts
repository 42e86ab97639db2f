import type { readWithPendingEdit as Read } from "./pending-list";

/**
 * `readWithPendingEdit` (pending-list.ts) loaded on first use: the outbox store stays out of the
 * home route's initial JS (DESIGN section 9 budget). The chunk is small and precached, and the
 * first list read waits for IndexedDB anyway.
 */
export const readWithPendingEdit: typeof Read = async (list, shown, load) =>
  (await import("./pending-list")).readWithPendingEdit(list, shown, load);
