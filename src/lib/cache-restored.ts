import { RESTORE_TIMEOUT_MS } from "./persist-limits";

// Settled by the providers once the persisted cache's restore ended (or when nothing is
// persisted); route loaders and the signed-in check wait for it (lib/first-data.ts,
// features/auth/guard.ts). Its own small module: only this is in the home route's first chunk,
// the loaders' code stays in their routes' chunks.
let settle: () => void = () => undefined;
const cacheRestored = new Promise<void>((resolve) => (settle = resolve));

export function markCacheRestored(): void {
  settle();
}

/** The restore's end, or RESTORE_TIMEOUT_MS, whichever comes first (as the restore is bounded). */
export const cacheRestoredInTime = (): Promise<unknown> =>
  Promise.race([cacheRestored, new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
