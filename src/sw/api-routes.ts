/**
 * The only /api answers the worker keeps (DESIGN section 6): the lists home shows and the
 * organisation chart. Everything else under /api always goes to the network, untouched.
 */
const CACHED_GET_PATHS: readonly RegExp[] = [
  /^\/api\/menu\/[^/]+$/,
  /^\/api\/favorite$/,
  /^\/api\/weather$/,
  /^\/api\/organization-chart\/[^?#]+$/,
];

export function isCachedApiGet(url: URL, method: string): boolean {
  return method === "GET" && CACHED_GET_PATHS.some((pattern) => pattern.test(url.pathname));
}

/**
 * The cached GET paths a successful edit makes stale: `PUT /api/favorite` -> `/api/favorite`,
 * `PUT /api/menu/WORK/USER` -> `/api/menu/WORK`. Empty for anything that is not such an edit.
 */
export function pathsChangedByEdit(url: URL, method: string): string[] {
  if (method !== "PUT") return [];
  if (url.pathname === "/api/favorite") return ["/api/favorite"];
  const menu = /^\/api\/menu\/([^/]+)\/[^/]+$/.exec(url.pathname);
  return menu ? [`/api/menu/${menu[1]}`] : [];
}

/** Query parameter of a cache key that holds the language; the server never sees it. */
const LANGUAGE_KEY = "gp-lang";
/** lib/locale.ts's LOCALES (a test keeps them equal): that file reads `document`, no worker's. */
export const CACHE_LANGUAGES = ["ko", "en", "zh", "ja"] as const;

function keyFor(url: string, language: string | null): string {
  const key = new URL(url);
  if (language) key.searchParams.set(LANGUAGE_KEY, language);
  return key.href;
}

/**
 * The key a copy is stored under: the URL plus the language the page asked for (the page says
 * its locale cookie's in Accept-Language). The server translates menu names and weather regions,
 * so after a language switch the copy of the other language must not answer.
 */
export function cacheKeyOf(request: Request): string {
  return keyFor(request.url, request.headers.get("accept-language"));
}

/**
 * The same URL's copies in the other languages, and the key an older worker stored it under:
 * offline right after a switch, a list in the previous language beats an empty screen.
 */
export function otherLanguageKeys(request: Request): string[] {
  const own = cacheKeyOf(request);
  return [...CACHE_LANGUAGES.map((language) => keyFor(request.url, language)), request.url].filter(
    (key) => key !== own,
  );
}
