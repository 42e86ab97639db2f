import type { BrowserContext, Page } from "@playwright/test";

/**
 * Watches a login in the browser for the secrets it handles and for the places they must not
 * reach: every request URL with its Referer, every committed frame URL, and the secrets the
 * server handed out (CAS ticket, temporary token, one-time login code, access and refresh token).
 */
export function watchSecrets(context: BrowserContext, page: Page) {
  const requests: { url: string; referer: string | undefined }[] = [];
  const committed: string[] = [];
  const secrets = new Map<string, string>();
  const pending: Promise<unknown>[] = [];

  const remember = (name: string, value: unknown) => {
    if (typeof value === "string" && value) secrets.set(name, value);
  };

  context.on("request", (request) => {
    pending.push(
      request.allHeaders().then(
        (headers) => requests.push({ url: request.url(), referer: headers.referer }),
        () => undefined, // a background request still starting while the test closes the page
      ),
    );
    const url = new URL(request.url());
    remember("CAS ticket", url.searchParams.get("ticket"));
    remember("temporary token", url.searchParams.get("temporaryToken"));
  });
  context.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path === "/api/account/authentication/code/valid" || path === "/api/account/token") {
      pending.push(
        response.json().then(
          (body: { result?: Record<string, unknown> | null }) => {
            remember("login code", body.result?.code);
            remember("access token (issued)", body.result?.accessToken);
            remember("refresh token (issued)", body.result?.refreshToken);
          },
          () => undefined,
        ),
      );
    }
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) committed.push(frame.url());
  });

  return {
    requests,
    committed,
    secrets,
    remember,
    /** Waits for the header and body reads started by the listeners. */
    settle: async () => {
      while (pending.length) await Promise.allSettled(pending.splice(0));
    },
  };
}

/** The tokens the app keeps in IndexedDB "gp-auth" (src/lib/token-store.ts). */
export function storedTokens(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open("gp-auth");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("tokens").objectStore("tokens");
          const out: Record<string, string> = {};
          const cursor = store.openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve(out);
            if (typeof at.value === "string") out[String(at.key)] = at.value;
            at.continue();
          };
        };
      }),
  );
}

/** The URLs of the page's session history entries (Chromium DevTools protocol). */
export async function historyEntries(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  const history = (await cdp.send("Page.getNavigationHistory")) as {
    entries: { url: string }[];
  };
  await cdp.detach();
  return history.entries.map((entry) => entry.url);
}
