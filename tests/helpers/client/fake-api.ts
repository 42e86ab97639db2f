import { vi } from "vitest";

/** Test helper: a fake `fetch` for /api calls, answering with the API envelope. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  signal?: AbortSignal;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response> | undefined;

export function envelope(
  status: number,
  result: unknown,
  code = status < 400 ? "OK" : "ERROR",
  message = "",
) {
  return new Response(JSON.stringify({ status, code, message, result }), {
    status,
    headers: { "content-type": "application/json" },
  });
}

export const ok = (result: unknown) => envelope(200, result);
export const fail = (status: number, code: string, message = code) =>
  envelope(status, null, code, message);

/** Stubs the global fetch; unhandled requests get 404 NOT_FOUND. Returns the recorded calls. */
export function installFakeApi(handler: FakeHandler = () => undefined) {
  const calls: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
    const text = typeof init?.body === "string" ? init.body : undefined;
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    const request: FakeRequest = {
      method: (init?.method ?? "GET").toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body,
      signal: init?.signal ?? undefined,
    };
    calls.push(request);
    return (await handler(request)) ?? fail(404, "NOT_FOUND");
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, fetch };
}
