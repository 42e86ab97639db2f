// Settled by the providers once the persisted cache's restore ended (or when nothing is
// persisted); route loaders wait for it (lib/first-data.ts). Its own small module: only this is
// in the home route's first chunk, the loaders' code stays in their routes' chunks.
let settle: () => void = () => undefined;
export const cacheRestored = new Promise<void>((resolve) => (settle = resolve));

export function markCacheRestored(): void {
  settle();
}
