import { ofetch, type $Fetch, type FetchOptions } from "ofetch";
import { ApiError, isApiEnvelope } from "./api-error";
import { tokenStore } from "./token-store";

export { ApiError } from "./api-error";

/** Returns the bearer token to send: the access token, else the temporary token (spec section 7). */
export type TokenProvider = () => Promise<string | undefined>;

/**
 * Called when a request fails with 401 or an expired/unparsable token. Resolve `true` to repeat the
 * request once (after a refresh), `false` to let the error through. The identity work plugs the
 * refresh single-flight in here; the client itself never navigates or shows UI.
 */
export type AuthFailureHandler = (error: ApiError) => Promise<boolean>;

export type ApiRequestOptions = Omit<FetchOptions<"json">, "baseURL" | "responseType">;

export interface ApiClient {
  /** Calls `/api{path}` and resolves with the envelope's `result`; rejects with ApiError. */
  <T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  /** The underlying ofetch instance (same hooks, no auth retry). */
  readonly fetch: $Fetch;
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

  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL ?? "/api",
      retry: 0, // retries belong to TanStack Query and the outbox, not to the transport
      headers: { Accept: "application/json" },
      async onRequest({ options: request }) {
        if (request.headers.has("Authorization")) return;
        const token = await getToken();
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
      },
      onResponse({ response }) {
        if (response.ok && isApiEnvelope(response._data)) response._data = response._data.result;
      },
      onResponseError({ response }) {
        throw ApiError.fromResponse(response.status, response.statusText, response._data);
      },
      onRequestError({ error }) {
        if (error.name === "AbortError") return; // cancellations stay cancellations
        throw ApiError.network(error);
      },
    },
    options.fetch ? { fetch: options.fetch } : undefined,
  );

  async function request<T>(path: string, init?: ApiRequestOptions): Promise<T> {
    try {
      return await $fetch<T>(path, init);
    } catch (error) {
      const retryable = error instanceof ApiError && (error.status === 401 || error.isTokenExpired);
      if (retryable && onAuthFailure && (await onAuthFailure(error))) {
        return await $fetch<T>(path, init);
      }
      throw error;
    }
  }

  return Object.assign(request, {
    fetch: $fetch,
    setAuthFailureHandler(handler: AuthFailureHandler | undefined) {
      onAuthFailure = handler;
    },
  });
}

/** The app's API client: `/api`, bearer token from the token store, envelope unwrapped. */
export const api = createApiClient();
