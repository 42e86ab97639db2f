import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { sendHttp } from "./http-transport";
import { serverReachability } from "./server-reachability";

function recorder(response: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("sendHttp", () => {
  it("sends plain objects as JSON and leaves undefined query values out", async () => {
    const { fetch, calls } = recorder(() => json({ ok: 1 }));
    const data = await sendHttp(fetch, "/api/notice", {
      method: "POST",
      body: { name: "홍길동" },
      query: { page: 2, size: undefined, q: "a&b" },
    });
    expect(data).toEqual({ ok: 1 });
    expect(calls[0]!.url).toBe("/api/notice?page=2&q=a%26b");
    const headers = new Headers(calls[0]!.init.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("accept")).toBe("application/json");
    expect(calls[0]!.init.body).toBe('{"name":"홍길동"}');
  });

  it("takes a 2xx that is not JSON (a captive portal) for no answer, and empty for undefined", async () => {
    const portal = recorder(
      () => new Response("<html>Wi-Fi login</html>", { headers: { "content-type": "text/html" } }),
    );
    const failure = await sendHttp(portal.fetch, "/x", {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).isNetworkError).toBe(true);
    expect(serverReachability.isUnreachable()).toBe(true);
    const empty = recorder(() => new Response(null, { status: 204 }));
    await expect(sendHttp(empty.fetch, "/x", {})).resolves.toBeUndefined();
  });

  it("turns a timeout into a network error", async () => {
    const never = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    ) as unknown as typeof globalThis.fetch;
    const error = await sendHttp(never, "/slow", { timeout: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("keeps a cancellation by the caller a cancellation, not an API error", async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () =>
            reject(new DOMException("aborted", "AbortError")),
          );
        }),
    ) as unknown as typeof globalThis.fetch;
    const pending = sendHttp(fetch, "/q", { signal: controller.signal, timeout: 5_000 });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("reports a broken JSON error page by its status", async () => {
    const { fetch } = recorder(
      () =>
        new Response("{oops", {
          status: 503,
          statusText: "Service Unavailable",
          headers: { "content-type": "application/json" },
        }),
    );
    await expect(sendHttp(fetch, "/x", {})).rejects.toMatchObject({
      status: 503,
      code: "HTTP_ERROR",
      message: "Service Unavailable",
    });
  });
});

describe("reachability after a captive portal", () => {
  it("a JSON answer of the server clears what a portal's page set", async () => {
    const portal = recorder(
      () => new Response("<p>login</p>", { headers: { "content-type": "text/html" } }),
    );
    await sendHttp(portal.fetch, "/x", {}).catch(() => undefined);
    expect(serverReachability.isUnreachable()).toBe(true);
    await sendHttp(recorder(() => json({ ok: 1 })).fetch, "/x", {});
    expect(serverReachability.isUnreachable()).toBe(false);
  });
});
