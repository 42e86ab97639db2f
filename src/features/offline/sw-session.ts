import { decodeJwtClaims } from "../../lib/jwt";
import { tokenStore, type Tokens } from "../../lib/token-store";

export interface SessionIdentity {
  accountId: string;
  companyId: number;
}

/** The signed-in account and company of a token set; null when there is no access token. */
export function sessionIdentity(tokens: Tokens): SessionIdentity | null {
  const { accountId, companyId } = decodeJwtClaims(tokens.access);
  return accountId && companyId ? { accountId, companyId } : null;
}

/**
 * Tells the service worker who is signed in (src/sw/session.ts): it then deletes the cached /api
 * answers of everyone else. The worker that controls the page and a freshly activated one (first
 * visit, no controller yet) both get it.
 */
export async function announceSession(identity: SessionIdentity | null): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const message = { type: "SESSION", identity };
  navigator.serviceWorker.controller?.postMessage(message);
  const registration = await navigator.serviceWorker.getRegistration();
  const active = registration?.active;
  if (active && active !== navigator.serviceWorker.controller) active.postMessage(message);
}

const keyOf = (identity: SessionIdentity | null) =>
  identity ? `${identity.accountId}\u0000${identity.companyId}` : "";

/**
 * Announces the session at start and again whenever the stored tokens name someone else (login,
 * company switch, logout). A token refresh for the same session sends nothing.
 */
export function watchSession(announce = announceSession): () => void {
  let last: string | undefined;
  const update = (tokens: Tokens) => {
    const identity = sessionIdentity(tokens);
    if (keyOf(identity) === last) return;
    last = keyOf(identity);
    announce(identity).catch((error: unknown) => console.warn("Session not announced", error));
  };
  const stop = tokenStore.onChange(update);
  void tokenStore.getAll().then((tokens) => {
    if (last === undefined) update(tokens);
  });
  return stop;
}
