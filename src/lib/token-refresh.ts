import { tokenStore } from "./token-store";

/**
 * Refresh single-flight across tabs and the service worker (DESIGN section 5). Every context that
 * refreshes takes the Web Lock `gp-token-refresh`; inside it, it re-reads the token store: when the
 * stored pair is no longer the one the failed request carried, another context has refreshed
 * already and its pair is reused. Otherwise POST /api/token/reissuance with the refresh token (body
 * `refresh_token` and header `RefreshToken`) and store the new pair. Within one context concurrent
 * callers share one promise; where navigator.locks is missing, the lock is a promise chain of this
 * context (withTokenLock).
 */
export const TOKEN_REFRESH_LOCK = "gp-token-refresh";
export const TOKEN_REISSUANCE_PATH = "/token/reissuance";

/**
 * refreshed: a new pair is stored; reused: another context stored one; rejected: the server refused
 * the refresh token or there is none (the session is over); unavailable: network error or 5xx
 * (the session may still be fine, e.g. offline: keep the tokens).
 */
export type RefreshOutcome = "refreshed" | "reused" | "rejected" | "unavailable";

type Store = Pick<typeof tokenStore, "getAll" | "set" | "invalidate">;

export interface TokenRefresherOptions {
  fetch?: typeof globalThis.fetch;
  store?: Store;
  /** Web Locks; `null` forces the in-memory fallback. Defaults to navigator.locks when present. */
  locks?: LockManager | null;
  baseURL?: string;
  /** Pause before the one retry of a refresh whose answer was lost (ms). */
  retryDelayMs?: number;
  /** How long one refresh request may take before it counts as lost (ms). */
  timeoutMs?: number;
}

/**
 * A sent refresh whose answer never came (network error, or a body cut off) may have rotated the
 * token on the server already. It is sent once more, soon, with the same token: the server's
 * 30-second grace window (docs/decisions/0009) serves that one replay in the same family.
 */
const LOST_ANSWER_RETRY_MS = 1000;
/**
 * A refresh holds the lock that every tab, the worker and the token exchanges wait for: on a
 * network that swallows the request, it gives up after this and counts as a lost answer.
 */
const REFRESH_TIMEOUT_MS = 20_000;
const LOST = Symbol("lost answer");

/**
 * Returns refresh(failedToken, expired = true): failedToken is the access token the failed
 * request carried, expired false for a 401 (see underLock). refresh.holdingLock is the same for
 * code that holds the lock already (token exchanges).
 */
export function createTokenRefresher(options: TokenRefresherOptions = {}) {
  const store = options.store ?? tokenStore;
  const baseURL = options.baseURL ?? "/api";
  let inFlight: Promise<RefreshOutcome> | undefined;

  async function reissue(refreshToken: string): Promise<RefreshOutcome> {
    const first = await send(refreshToken);
    if (first !== LOST) return first;
    const delay = options.retryDelayMs ?? LOST_ANSWER_RETRY_MS;
    await new Promise((resolve) => setTimeout(resolve, delay));
    const again = await send(refreshToken);
    // Still no answer (offline): keep the tokens; the next refresh sends the same token again.
    return again === LOST ? "unavailable" : again;
  }

  /** One request; the time limit covers its answer's body too (a stalled body is a lost answer). */
  async function send(refreshToken: string): Promise<RefreshOutcome | typeof LOST> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REFRESH_TIMEOUT_MS);
    try {
      return await exchange(refreshToken, controller.signal);
    } finally {
      clearTimeout(timer);
    }
  }

  async function exchange(refreshToken: string, signal: AbortSignal) {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(`${baseURL}${TOKEN_REISSUANCE_PATH}`, {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          RefreshToken: refreshToken,
        },
        body: JSON.stringify({ refresh_token: refreshToken }),
        credentials: "same-origin",
        signal,
      });
    } catch {
      return LOST;
    }
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      return "unavailable";
    }
    if (!response.ok) return "rejected";
    const body = (await response.json().catch(() => null)) as {
      result?: { accessToken?: unknown; refreshToken?: unknown };
    } | null;
    const pair = body?.result;
    if (typeof pair?.accessToken !== "string" || typeof pair.refreshToken !== "string") {
      return LOST; // a 200 cut off halfway, or a captive portal's page: no pair arrived
    }
    await store.set({ access: pair.accessToken, refresh: pair.refreshToken });
    return "refreshed";
  }

  /**
   * expired: the request's token ran out, so a new pair is asked for. Otherwise the server said
   * 401 (its family ended): nothing is asked for, but the answer waits for the lock, since a
   * company switch holding it has ended that family and is about to store the new pair.
   */
  async function underLock(
    failedToken: string | undefined,
    expired = true,
  ): Promise<RefreshOutcome> {
    store.invalidate(); // another tab or the service worker may have written IndexedDB
    const tokens = await store.getAll();
    if (tokens.access && tokens.access !== failedToken) return "reused";
    if (!tokens.refresh || !expired) return "rejected";
    return reissue(tokens.refresh);
  }

  const refresh = (failedToken: string | undefined, expired = true): Promise<RefreshOutcome> => {
    // Only refreshes share one promise: a 401's check must not answer for an expired token.
    if (!expired) return withTokenLock(() => underLock(failedToken, false), options.locks);
    inFlight ??= withTokenLock(() => underLock(failedToken), options.locks).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  /** For code that already holds the lock (withTokenLock): taking it again would wait forever. */
  return Object.assign(refresh, { holdingLock: underLock });
}

let localTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` holding `gp-token-refresh`, the lock every refresh takes: across tabs and the service
 * worker with Web Locks, else within this context (a promise chain). A token exchange (company
 * switch, password change) holds it from its request until its new pair is stored.
 */
export function withTokenLock<T>(work: () => Promise<T>, locks?: LockManager | null): Promise<T> {
  const manager =
    locks === undefined
      ? (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks
      : locks;
  // request() is typed as a promise of work's promise; then() flattens it for the compiler too.
  if (manager)
    return manager.request(TOKEN_REFRESH_LOCK, { mode: "exclusive" }, work).then((v) => v);
  const turn = localTurn.then(work);
  localTurn = turn.catch(() => undefined);
  return turn;
}

/** The app's refresher (global fetch, IndexedDB token store, navigator.locks). */
export const refreshTokens = createTokenRefresher();
