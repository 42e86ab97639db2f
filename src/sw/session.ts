import {
  foreignUserCaches,
  parseIdentity,
  readSignedInIdentity,
  userCacheName,
  type Identity,
} from "../platform/session";

/**
 * `{type: "SESSION", identity: {accountId, companyId} | null}`: the page tells the worker who is
 * signed in after start, login, company switch and logout (src/platform/offline/sw-session.ts).
 */
export interface SessionMessage {
  type: "SESSION";
  identity: Identity | null;
}

export function parseSessionMessage(data: unknown): SessionMessage | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const message = data as { type?: unknown; identity?: unknown };
  if (message.type !== "SESSION") return undefined;
  if (message.identity === null) return { type: "SESSION", identity: null };
  const identity = parseIdentity(message.identity);
  return identity ? { type: "SESSION", identity } : undefined;
}

/** Deletes every per-user cache except the one of `identity` (all of them on logout). */
export async function deleteCachesOfOthers(identity: Identity | null | undefined): Promise<void> {
  const keep = identity ? await userCacheName(identity) : undefined;
  const names = foreignUserCaches(await caches.keys(), keep);
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * Keeps Cache Storage to the signed-in user: on every SESSION message and when a new worker
 * activates (a logout may have happened while no page could clean up). The page deletes the same
 * caches itself on logout, so this also covers a tab that closed half-way.
 */
export function setupSessionCleanup(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("message", (event) => {
    const message = parseSessionMessage(event.data);
    if (message) event.waitUntil(deleteCachesOfOthers(message.identity));
  });
  scope.addEventListener("activate", (event) => {
    event.waitUntil(readSignedInIdentity().then(deleteCachesOfOthers));
  });
}
