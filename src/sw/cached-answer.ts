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
