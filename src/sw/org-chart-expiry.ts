/**
 * Limits of the organisation chart answers in a user's cache (DESIGN section 6): every search word
 * and every member opened makes an entry, which must not pile up for ever. Not workbox-expiration:
 * it keeps each URL (search words included) in an IndexedDB database of its own, which the logout
 * cleanup (deleting the gp-user-* caches) would leave behind. The time stored with the answer
 * itself goes with the cache.
 */
export const ORG_CHART_LIMITS = { maxEntries: 100, maxAgeMs: 7 * 24 * 60 * 60 * 1000 } as const;

const STORED_AT = "X-Gp-Stored-At";

export function isOrgChartUrl(url: URL): boolean {
  return url.pathname.startsWith("/api/organization-chart/");
}

/** The copy to keep: the answer with the time it was stored. */
export async function stamped(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(now));
  const body = await response.blob();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function storedAt(response: Response): number {
  const value = Number(response.headers.get(STORED_AT));
  return Number.isFinite(value) ? value : 0; // unstamped (an older worker's): oldest of all
}

export function isExpired(response: Response, now: number): boolean {
  return now - storedAt(response) > ORG_CHART_LIMITS.maxAgeMs;
}

/** The URLs to delete: the expired ones, then the oldest beyond the entry limit. */
export function entriesToDrop(
  entries: readonly { url: string; storedAt: number }[],
  now: number,
  limits: { maxEntries: number; maxAgeMs: number } = ORG_CHART_LIMITS,
): string[] {
  const fresh = entries.filter((entry) => now - entry.storedAt <= limits.maxAgeMs);
  const expired = entries.filter((entry) => !fresh.includes(entry));
  const newestFirst = [...fresh].sort((a, b) => b.storedAt - a.storedAt);
  return [...expired, ...newestFirst.slice(limits.maxEntries)].map((entry) => entry.url);
}

/** Applies the limits to the organisation chart answers of one user's cache. */
export async function trimOrgChart(cache: Cache, now: number): Promise<void> {
  const requests = (await cache.keys()).filter((request) => isOrgChartUrl(new URL(request.url)));
  const entries = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request, { ignoreVary: true });
      return { url: request.url, storedAt: response ? storedAt(response) : 0 };
    }),
  );
  const drop = entriesToDrop(entries, now);
  await Promise.all(drop.map((url) => cache.delete(url, { ignoreVary: true })));
}
