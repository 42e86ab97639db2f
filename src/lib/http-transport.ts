import { ApiError } from "./api-error";
import { serverReachability } from "./server-reachability";

/** Query values; undefined and null are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** One HTTP exchange as the API client needs it; see docs/decisions/0006 for why not ofetch. */
export interface TransportRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object or array is sent as JSON; anything else (FormData, string...) as is. */
  body?: unknown;
  query?: QueryParams;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Gives up after this many ms with a network error (the caller's signal still cancels). */
  timeout?: number;
}

function urlWithQuery(url: string, query: QueryParams | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${search}`;
}

function isJsonBody(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  if (typeof body !== "object" || body === null) return false;
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null;
}

/** The caller's signal combined with the timeout (AbortSignal.any is too new for older iOS). */
function abortSignal(signal: AbortSignal | undefined, timeout: number | undefined) {
  if (!timeout) return { signal, timedOut: () => false, done: () => undefined };
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeout);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  signal?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", forward);
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!/json/i.test(response.headers.get("content-type") ?? "")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text; // a proxy's broken answer: reported by status, not by a parse error
  }
}

/**
 * Sends one request and resolves with the parsed body of a 2xx answer. Rejects with ApiError for
 * any other status and for network failures (a 2xx that is not JSON counts as one); a cancellation by the caller's signal stays an
 * AbortError, so TanStack Query treats it as a cancellation rather than a failure.
 */
export async function sendHttp(
  fetchImpl: typeof globalThis.fetch,
  url: string,
  request: TransportRequest,
): Promise<unknown> {
  const headers = new Headers(request.headers);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  let body: BodyInit | undefined;
  if (request.body !== undefined && request.body !== null) {
    if (isJsonBody(request.body)) {
      body = JSON.stringify(request.body);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    } else {
      body = request.body as BodyInit;
    }
  }
  const abort = abortSignal(request.signal, request.timeout);
  let response: Response;
  try {
    response = await fetchImpl(urlWithQuery(url, request.query), {
      method: request.method ?? "GET",
      headers,
      body,
      signal: abort.signal,
    });
  } catch (error) {
    if (request.signal?.aborted && !abort.timedOut()) throw error;
    serverReachability.reportNetworkError();
    throw ApiError.network(error);
  } finally {
    abort.done();
  }
  const data = await readBody(response);
  // Every /api answer is JSON. A 2xx with anything else (a captive portal's or a proxy's login
  // page, answered 200) did not come from the server: it is treated as no answer at all, so the
  // screen keeps what it had and the offline notice shows, instead of the page taking it as data.
  if (response.ok && typeof data === "string") {
    serverReachability.reportNetworkError();
    throw ApiError.network(new TypeError("Not an API answer"));
  }
  serverReachability.reportResponse(response);
  if (!response.ok) {
    throw ApiError.fromResponse(response.status, response.statusText, data, response.headers);
  }
  return data;
}
