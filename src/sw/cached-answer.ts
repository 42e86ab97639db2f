/**
 * What the worker answers for a cached /api read (DESIGN section 6: "runtime-cache expiry limits
 * storage, never what is shown offline"). Kept free of Cache Storage so it can be tested alone.
 */

/**
 * An answer worth keeping and showing: a 2xx with a JSON body. A captive portal or a login page
 * of a hotel network answers 200 with HTML; that is no answer of the server and must neither
 * replace the stored list nor reach the page as data.
 */
export function isServerData(response: Response): boolean {
  return response.ok && /json/i.test(response.headers.get("content-type") ?? "");
}

/**
 * The answer for a read that has a stored copy. A fresh copy is answered at once (stale while
 * revalidate). An expired one waits for the network, and is still answered when the network
 * fails or gives something that is not the server's data: old data beats a blank screen.
 */
export async function answerFromStore(
  stored: Response,
  expired: boolean,
  network: Promise<Response>,
): Promise<{ response: Response; fromStore: boolean }> {
  if (!expired) return { response: stored, fromStore: true };
  try {
    const response = await network;
    if (isServerData(response) || (!response.ok && response.status < 500)) {
      return { response, fromStore: false }; // the server answered (a 401 or 403 is its word)
    }
  } catch {
    // no network: fall through to the stored copy
  }
  return { response: stored, fromStore: true };
}

/**
 * The request that refreshes a stored copy: the page's own, asking the server for the body only
 * when it changed since the copy (If-None-Match with the copy's ETag, server/plugins/etag.ts). A
 * request carrying its own condition, or a copy without a tag, goes as it is.
 */
export function revalidationRequest(request: Request, stored: Response | undefined): Request {
  const etag = stored?.headers.get("etag");
  if (!etag || request.headers.has("if-none-match")) return request;
  const headers = new Headers(request.headers);
  headers.set("if-none-match", etag);
  return new Request(request, { headers });
}

/** Headers of the stored body that a 304 neither carries nor may change. */
const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding"]);

/**
 * The answer a revalidation leaves: on 304 (the list did not change) the stored copy, with the
 * headers the server just sent in place of the old ones (RFC 9111 4.3.4), to be stored again as
 * new; any other answer as it is. A 304 without a stored copy answers a condition of the page's
 * own, so it goes to the page.
 */
export async function revalidated(
  response: Response,
  stored: Response | undefined,
): Promise<Response> {
  if (response.status !== 304 || !stored) return response;
  const headers = new Headers(stored.headers);
  response.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name.toLowerCase())) headers.set(name, value);
  });
  // The bytes, not a Blob: a Blob from another realm (a test's DOM) is not read as a body.
  return new Response(await stored.arrayBuffer(), {
    status: stored.status,
    statusText: stored.statusText,
    headers,
  });
}
