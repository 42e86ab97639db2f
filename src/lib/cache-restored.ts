import { RESTORE_TIMEOUT_MS } from "./query-persist";

// Settled by the providers once the persisted cache's restore ended (or when nothing is
// persisted); route loaders wait for it (lib/first-data.ts). Its own module, so the loaders'
// code stays in their routes' chunks and only this stays in the home route's first chunk.
let settle: () => void = () => undefined;
const restored = new Promise<void>((resolve) => (settle = resolve));

export function markCacheRestored(): void {
  settle();
}

/** The restore's end, bounded like the restore itself. */
export const cacheRestored = (): Promise<unknown> =>
  Promise.race([restored, new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS))]);
