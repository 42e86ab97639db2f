import { registerRoute } from "workbox-routing";

/**
 * The web app manifest, network first. The server answers it in the user's language (the locale
 * cookie), so it is not precached: a precached copy would pin the language of the build's file.
 * The last answer is kept, so offline the browser still finds a manifest (installability, an
 * installed app's name) in the language it last had.
 */
export const MANIFEST_PATH = "/manifest.webmanifest";
export const MANIFEST_CACHE = "gp-manifest";

export interface ManifestDeps {
  fetch: (request: Request) => Promise<Response>;
  openCache: () => Promise<Pick<Cache, "match" | "put">>;
}

const defaultDeps: ManifestDeps = {
  fetch: (request) => fetch(request),
  openCache: () => caches.open(MANIFEST_CACHE),
};

export async function manifestNetworkFirst(
  request: Request,
  deps: ManifestDeps = defaultDeps,
): Promise<Response> {
  const cache = await deps.openCache();
  try {
    const response = await deps.fetch(request);
    // One entry, whatever the language: the newest answer is the user's current choice.
    if (response.ok) await cache.put(MANIFEST_PATH, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(MANIFEST_PATH, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

export function registerManifestRoute(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === MANIFEST_PATH,
    ({ request }) => manifestNetworkFirst(request),
  );
}
