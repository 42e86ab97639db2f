import { WORKER_CACHE_HEADER } from "../lib/server-reachability";
import {
  identityFromRequest,
  readSignedInIdentity,
  sameIdentity,
  userCacheName,
  type Identity,
} from "../platform/session";
import { cacheKeyOf, otherLanguageKeys } from "./api-routes";
import { answerFromStore, isServerData, revalidated, revalidationRequest } from "./cached-answer";
import { isExpired, isOrgChartUrl, stamped, trimOrgChart } from "./org-chart-expiry";

/**
 * The cache a request may use: only when the token it carries is the signed-in session's. A
 * request of anyone else (an old tab, a token of another account) is neither served from nor
 * written to any user cache.
 */
async function cacheFor(request: Request): Promise<{ identity: Identity; name: string } | null> {
  const requester = identityFromRequest(request);
  if (!requester || !sameIdentity(requester, await readSignedInIdentity())) return null;
  return { identity: requester, name: await userCacheName(requester) };
}

/** Stores the answer unless the session changed meanwhile (a logout while the fetch ran). */
async function store(request: Request, response: Response, owner: Identity, name: string) {
  if (!isServerData(response) || !sameIdentity(owner, await readSignedInIdentity())) return;
  const cache = await caches.open(name);
  const key = cacheKeyOf(request);
  if (isOrgChartUrl(new URL(request.url))) {
    const now = Date.now();
    await cache.put(key, await stamped(response, now));
    await trimOrgChart(cache, now);
  } else {
    await cache.put(key, response);
  }
  // A logout that happened during the write must not leave the answer behind.
  if (!sameIdentity(owner, await readSignedInIdentity())) await caches.delete(name);
}

/**
 * Stale-while-revalidate for one cached GET: the stored answer at once (offline too) while the
 * network refreshes it, conditionally (an unchanged list comes back as a bodiless 304 and the
 * stored copy stays); without a stored answer, the network's. An organisation chart answer
 * past its age waits for the network but is still shown when the network fails: expiry only
 * limits storage (trimOrgChart deletes it when a new answer is stored), never what is shown.
 */
export async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const scope = await cacheFor(request);
  if (!scope) return fetch(request);
  const cached = await caches.match(cacheKeyOf(request), {
    cacheName: scope.name,
    ignoreVary: true,
  });
  // The copy kept for a 304: `cached` itself may be answered to the page at once.
  const kept = cached?.clone();
  const network = fetch(revalidationRequest(request, cached)).then(async (answer) => {
    const response = await revalidated(answer, kept);
    // Stored again on a 304 too: the organisation chart's stored time starts anew.
    await store(request, response.clone(), scope.identity, scope.name).catch(() => undefined);
    return response;
  });
  if (!cached)
    return network.catch((error: unknown) => otherLanguageCopy(request, scope.name, error));
  event.waitUntil(network.catch(() => undefined));
  const expired = isOrgChartUrl(new URL(request.url)) && isExpired(cached, Date.now());
  const { response, fromStore } = await answerFromStore(cached, expired, network);
  return fromStore ? markedAsCached(response) : response;
}

/** Offline, with no copy in the page's language: one in another language, else the failure. */
async function otherLanguageCopy(request: Request, name: string, error: unknown) {
  for (const key of otherLanguageKeys(request)) {
    const copy = await caches.match(key, { cacheName: name, ignoreVary: true });
    if (copy) return markedAsCached(copy);
  }
  throw error;
}

/** Tells the page the answer came from here, not from the server (server-reachability.ts). */
function markedAsCached(cached: Response): Response {
  const headers = new Headers(cached.headers);
  headers.set(WORKER_CACHE_HEADER, "1");
  return new Response(cached.body, {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  });
}

/** Deletes the stored answers of `paths` for the request's user (their lists just changed). */
export async function forgetCachedPaths(request: Request, paths: readonly string[]) {
  const scope = await cacheFor(request);
  if (!scope || !(await caches.has(scope.name))) return;
  const cache = await caches.open(scope.name);
  const origin = new URL(request.url).origin;
  await Promise.all(
    // ignoreSearch: the copies of every language (the edited lists have no query of their own).
    paths.map((path) =>
      cache.delete(new URL(path, origin).href, { ignoreVary: true, ignoreSearch: true }),
    ),
  );
}
