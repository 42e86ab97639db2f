/**
 * Secrets that arrive in the address bar: `/loginSuccess?code=` (server redirect after login),
 * `/loginSuccess?accessToken=&refreshToken=` (native shells) and `/login?temporaryToken=` (CAS
 * callback needing today's verification). They are taken into memory and removed from the address
 * bar and the history entry before anything else runs (captureAddressBarHandoff, called by main.tsx
 * before the router starts), or, for in-app navigations, by the routes' beforeLoad redirecting with
 * replace. This module stays tiny and dependency-free: main.tsx imports it eagerly.
 */
export type Handoff =
  | { kind: "code"; code: string }
  | { kind: "tokens"; accessToken: string; refreshToken: string }
  | { kind: "temporary"; temporaryToken: string };

export const HANDOFF_PARAMS = ["code", "accessToken", "refreshToken", "temporaryToken"] as const;

let pending: Handoff | undefined;

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/** The handoff carried by a route's search (or query string values), if any. */
export function handoffFrom(path: string, search: Record<string, unknown>): Handoff | undefined {
  const route = path.toLowerCase();
  if (route === "/loginsuccess") {
    const code = text(search.code);
    if (code) return { kind: "code", code };
    const accessToken = text(search.accessToken);
    const refreshToken = text(search.refreshToken);
    if (accessToken && refreshToken) return { kind: "tokens", accessToken, refreshToken };
  }
  if (route === "/login") {
    const temporaryToken = text(search.temporaryToken);
    if (temporaryToken) return { kind: "temporary", temporaryToken };
  }
  return undefined;
}

/** Keeps a handoff in memory for the next takeHandoff(). */
export function stashHandoff(handoff: Handoff): void {
  pending = handoff;
}

/** Returns and forgets the pending handoff. */
export function takeHandoff(): Handoff | undefined {
  const handoff = pending;
  pending = undefined;
  return handoff;
}

/**
 * Runs once at start-up, before the router reads the URL: if the address bar carries a handoff,
 * stash it and rewrite the CURRENT history entry without the secret parameters (replaceState, so
 * no entry with them remains and none is added). Returns whether it found one.
 */
export function captureAddressBarHandoff(win: Window = window): boolean {
  const url = new URL(win.location.href);
  if (!/^\/login(success)?$/i.test(url.pathname)) return false;
  const params = Object.fromEntries(url.searchParams);
  const hasSecret = HANDOFF_PARAMS.some((name) => url.searchParams.has(name));
  if (!hasSecret) return false;
  const handoff = handoffFrom(url.pathname, params);
  for (const name of HANDOFF_PARAMS) url.searchParams.delete(name);
  win.history.replaceState(win.history.state, "", url.pathname + url.search + url.hash);
  if (handoff) stashHandoff(handoff);
  return Boolean(handoff);
}
