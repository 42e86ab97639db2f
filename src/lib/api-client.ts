import { ApiError, isApiEnvelope } from "./api-error";
import { sendHttp, type TransportRequest } from "./http-transport";
import { readLocaleCookie } from "./locale";
import { tokenStore } from "./token-store";

export { ApiError } from "./api-error";

/** Returns the bearer token to send: the access token, else the temporary token (spec section 7). */
export type TokenProvider = () => Promise<string | undefined>;

/**
 * What a request wants done when it fails with 401 or an expired/unparsable token:
 * - "default": refresh and retry once; a lost session clears the tokens and is reported;
 * - "refresh": refresh and retry once, but never clear the session (e.g. logout, password change);
 * - "none": the caller handles every error itself (login, verification: their 401 means a wrong
 *   password or code, not a lost session).
 */
export type AuthFailureMode = "default" | "refresh" | "none";

/** The bearer token the failed request carried (undefined: none) and the request's mode. */
export interface AuthFailureContext {
  token: string | undefined;
  mode: Exclude<AuthFailureMode, "none">;
}

/**
 * Called when a request fails with 401 or an expired/unparsable token. Resolve `true` to repeat the
 * request once (after a refresh), `false` to let the error through. lib/auth-session.ts plugs the
 * refresh single-flight in here; the client itself never navigates or shows UI.
 */
export type AuthFailureHandler = (error: ApiError, context: AuthFailureContext) => Promise<boolean>;

export type ApiRequestOptions = TransportRequest & {
  /** Default "default"; see AuthFailureMode. */
  authFailure?: AuthFailureMode;
};

export interface ApiClient {
  /** Calls `/api{path}` and resolves with the envelope's `result`; rejects with ApiError. */
  <T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  setAuthFailureHandler(handler: AuthFailureHandler | undefined): void;
}

export interface ApiClientOptions {
  baseURL?: string;
  /** A fetch implementation (tests pass a fake). Defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch;
  getToken?: TokenProvider;
}

const defaultTokenProvider: TokenProvider = async () => {
  const tokens = await tokenStore.getAll();
  return tokens.access ?? tokens.temporary;
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const getToken = options.getToken ?? defaultTokenProvider;
  let onAuthFailure: AuthFailureHandler | undefined;

  const baseURL = options.baseURL ?? "/api";
  // Read at call time, so tests and the service worker's replacement of fetch are honoured.
  const fetchImpl: typeof globalThis.fetch = (input, init) =>
    (options.fetch ?? globalThis.fetch)(input, init);

  /**
   * Sends once, with the current token unless the caller set Authorization itself. The language
   * is the locale cookie's, which the server follows anyway: said as a header it lets the worker
   * keep the translated lists apart per language (src/sw/api-routes.ts).
   */
  async function send<T>(path: string, init: Omit<ApiRequestOptions, "authFailure">) {
    const headers = new Headers(init.headers);
    if (!headers.has("Accept-Language") && typeof document !== "undefined")
      headers.set("Accept-Language", readLocaleCookie());
    const token = headers.has("Authorization") ? undefined : await getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    const promise = sendHttp(fetchImpl, baseURL + path, { ...init, headers }).then((data) =>
      isApiEnvelope(data) ? (data.result as T) : (data as T),
    );
    return { token, promise };
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const { authFailure: mode = "default", ...init } = options;
    const first = await send<T>(path, init);
    try {
      return await first.promise;
    } catch (error) {
      const retryable = error instanceof ApiError && (error.status === 401 || error.isTokenExpired);
      if (
        retryable &&
        mode !== "none" &&
        onAuthFailure &&
        (await onAuthFailure(error, { token: first.token, mode }))
      ) {
        return await (
          await send<T>(path, init)
        ).promise;
      }
      throw error;
    }
  }

  return Object.assign(request, {
    setAuthFailureHandler(handler: AuthFailureHandler | undefined) {
      onAuthFailure = handler;
    },
  });
}

/** The app's API client: `/api`, bearer token from the token store, envelope unwrapped. */
export const api = createApiClient();
