import { tokenStore, type Tokens } from "../../lib/token-store";
import { identityFromToken, type Identity } from "../session";

/**
 * Tells the service worker who is signed in (src/sw/session.ts): it then deletes the cached /api
 * answers of everyone else. The worker that controls the page and a freshly activated one (first
 * visit, no controller yet) both get it.
 */
export async function announceSession(identity: Identity | null): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const message = { type: "SESSION", identity };
  navigator.serviceWorker.controller?.postMessage(message);
  const registration = await navigator.serviceWorker.getRegistration();
  const active = registration?.active;
  if (active && active !== navigator.serviceWorker.controller) active.postMessage(message);
}

/**
 * Announces the session at start and again whenever the stored tokens name someone else (login,
 * company switch, logout). A token refresh for the same session sends nothing.
 */
export function watchSession(announce = announceSession): () => void {
  // The announced identity as JSON ("null": nobody); undefined until the first announcement.
  let last: string | undefined;
  const update = (tokens: Tokens) => {
    const identity = identityFromToken(tokens.access) ?? null;
    if (JSON.stringify(identity) === last) return;
    last = JSON.stringify(identity);
    announce(identity).catch((error: unknown) => console.warn("Session not announced", error));
  };
  const stop = tokenStore.onChange(update);
  void tokenStore.getAll().then((tokens) => {
    if (last === undefined) update(tokens);
  });
  return stop;
}
