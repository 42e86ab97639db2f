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
