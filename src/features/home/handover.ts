import type { HandoverResult } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";
import { isHttpUrl, openBlankTab, openExternal } from "../../platform/native/open-external";

/**
 * The approval site handover (spec 7, API.md GET /api/handover, docs/decisions/0004).
 *
 * A plain link to /api/handover cannot work: the call needs the Authorization header, which a
 * navigation does not carry, and a fetch that answers 302 to another origin cannot be read. So the
 * client asks for the JSON form, `GET /api/handover?url=/path&format=json`, whose result is
 * `{ url, expiresAt }`: the approval site address with the 60-second handover token, which the
 * client opens (server/modules/handover).
 */

export async function fetchHandoverUrl(path: string): Promise<string> {
  const result = await api<HandoverResult | null>("/handover", {
    query: { url: path, format: "json" },
  });
  if (!isHttpUrl(result?.url)) throw new Error("The handover answer has no http(s) url");
  return result.url;
}

/**
 * Opens `path` of the approval site through the handover. On the web a blank tab is opened at once,
 * inside the click, because popup blockers refuse window.open after an await; it is cut off from
 * this page (opener = null) and then sent to the handover URL. In the app the native shell opens
 * the URL when it is known. If the handover fails, `fallbackUrl` (the plain link) is opened
 * instead, or the blank tab is closed.
 */
export function openViaHandover(path: string, fallbackUrl?: string | null): void {
  continueHandover(openBlankTab(), path, fallbackUrl);
}

/** The asynchronous half: fetches the handover URL and sends `tab` there (or opens it natively). */
export function continueHandover(
  tab: Window | null,
  path: string,
  fallbackUrl?: string | null,
): void {
  const open = (url: string) => {
    if (tab) tab.location.replace(url);
    else openExternal(url);
  };
  fetchHandoverUrl(path).then(open, (error: unknown) => {
    console.warn("Approval handover failed", error);
    if (isHttpUrl(fallbackUrl)) open(fallbackUrl);
    else tab?.close();
  });
}
