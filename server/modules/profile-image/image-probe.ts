/**
 * Spec section 7, for GET /api/user and the organisation chart's user call: an image URL "is
 * fetched and kept only on 200, otherwise set to null". The probe runs here, not in the browser,
 * so a broken photo never shows as a broken image and the PWA needs no cross-origin request. Only http(s) URLs are probed; redirects are
 * not followed (a 3xx is not a 200), and answers are remembered briefly so a list of people does
 * not fetch the same photo again and again. The cache is only a cache: every node may probe.
 */
const PROBE_TIMEOUT_MS = 2_000;
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 2_000;

type Fetch = typeof globalThis.fetch;

const cache = new Map<string, { ok: boolean; until: number }>();

function remember(url: string, ok: boolean, now: number): void {
  if (cache.size >= CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next().value; // Map keeps insertion order
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(url, { ok, until: now + CACHE_TTL_MS });
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

/** The URL when fetching it answers 200, else null (also on timeout or network error). */
export async function probeImageUrl(
  url: string | null | undefined,
  fetchImpl: Fetch = globalThis.fetch,
  now: number = Date.now(),
): Promise<string | null> {
  if (!url || !isHttpUrl(url)) return null;
  const known = cache.get(url);
  if (known && known.until > now) return known.ok ? url : null;
  let ok = false;
  try {
    const response = await fetchImpl(url, {
      method: "GET",
      redirect: "manual",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    ok = response.status === 200;
    await response.body?.cancel().catch(() => undefined); // the image itself is not needed
  } catch {
    ok = false;
  }
  remember(url, ok, now);
  return ok ? url : null;
}

/** Tests: forget every remembered answer. */
export function clearImageProbeCache(): void {
  cache.clear();
}
