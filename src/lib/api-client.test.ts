import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient } from "./api-client";

type Call = { url: string; init: RequestInit & { headers: Headers } };

function fakeFetch(...responses: Response[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: { ...init, headers: new Headers(init?.headers) } });
    const response = responses.shift();
    if (!response) throw new TypeError("Failed to fetch");
    return response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const envelope = (status: number, code: string, message: string, result: unknown) =>
  new Response(JSON.stringify({ status, code, message, result }), {
    status,
    headers: { "content-type": "application/json" },
  });

describe("api client", () => {
  it("prefixes /api, sends the bearer token and unwraps result", async () => {
    const { fetch, calls } = fakeFetch(envelope(200, "OK", "", { name: "홍길동" }));
    const api = createApiClient({ fetch, getToken: async () => "access-1" });
    await expect(api<{ name: string }>("/user")).resolves.toEqual({ name: "홍길동" });
    expect(calls[0]?.url).toBe("/api/user");
    expect(calls[0]?.init.headers.get("authorization")).toBe("Bearer access-1");
    expect(calls[0]?.init.headers.get("accept")).toBe("application/json");
  });

  it("asks for the language of the locale cookie, which the server answers in too", async () => {
    document.cookie = "locale=ja; path=/";
    try {
      const { fetch, calls } = fakeFetch(envelope(200, "OK", "", []));
      await createApiClient({ fetch, getToken: async () => undefined })("/weather");
      // The worker keeps its copies per language by this header (src/sw/api-routes.ts).
      expect(calls[0]?.init.headers.get("accept-language")).toBe("ja");
    } finally {
      document.cookie = "locale=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
  });

  it("sends JSON bodies and no Authorization header without a token", async () => {
    const { fetch, calls } = fakeFetch(envelope(200, "OK", "", [{ id: 1 }]));
    const api = createApiClient({ fetch, getToken: async () => undefined });
    await expect(api("/favorite", { method: "PUT", body: [{ name: "a" }] })).resolves.toEqual([
      { id: 1 },
    ]);
    expect(calls[0]?.init.headers.has("authorization")).toBe(false);
    expect(calls[0]?.init.headers.get("content-type")).toBe("application/json");
    expect(calls[0]?.init.body).toBe('[{"name":"a"}]');
  });

  it("returns a null result as null", async () => {
    const { fetch } = fakeFetch(envelope(200, "OK", "", null));
    await expect(
      createApiClient({ fetch, getToken: async () => undefined })("/logout"),
    ).resolves.toBeNull();
  });

  it("throws ApiError with the envelope's status, code and message for non-2xx", async () => {
    const { fetch } = fakeFetch(envelope(403, "FORBIDDEN", "권한이 없습니다.", null));
    const error = await createApiClient({ fetch })("/internal/vacation").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "FORBIDDEN", message: "권한이 없습니다." });
  });

  it("keeps the result of an error envelope (field errors)", async () => {
    const fields = [{ path: "name", message: "required" }];
    const { fetch } = fakeFetch(envelope(400, "VALIDATION_ERROR", "invalid", fields));
    await expect(createApiClient({ fetch })("/favorite")).rejects.toMatchObject({
      status: 400,
      result: fields,
    });
  });

  it("maps a non-envelope error response and a network failure", async () => {
    const { fetch } = fakeFetch(
      new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    const api = createApiClient({ fetch, getToken: async () => undefined });
    await expect(api("/weather")).rejects.toMatchObject({
      status: 502,
      code: "HTTP_ERROR",
      message: "Bad Gateway",
    });
    const error = (await api("/weather").catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR", isNetworkError: true });
  });

  it("recognises expired tokens, including the spec's 500 form", () => {
    const of = (status: number, code: string, message: string) =>
      new ApiError({ status, code, message });
    expect(of(401, "TOKEN_EXPIRED", "").isTokenExpired).toBe(true);
    expect(of(401, "TOKEN_PARSE_ERROR", "").isTokenExpired).toBe(true);
    expect(of(500, "INTERNAL_ERROR", "Token expired").isTokenExpired).toBe(true);
    expect(of(500, "INTERNAL_ERROR", "token parse error").isTokenExpired).toBe(true);
    expect(of(500, "INTERNAL_ERROR", "boom").isTokenExpired).toBe(false);
    expect(of(401, "UNAUTHORIZED", "").isTokenExpired).toBe(false);
  });

  it("asks the auth-failure hook and retries once when it says so", async () => {
    const { fetch, calls } = fakeFetch(
      envelope(401, "TOKEN_EXPIRED", "expired", null),
      envelope(200, "OK", "", { ok: true }),
    );
    let token = "old";
    const api = createApiClient({ fetch, getToken: async () => token });
    const hook = vi.fn(async () => {
      token = "new";
      return true;
    });
    api.setAuthFailureHandler(hook);
    await expect(api("/user")).resolves.toEqual({ ok: true });
    expect(hook).toHaveBeenCalledOnce();
    expect(calls.map((call) => call.init.headers.get("authorization"))).toEqual([
      "Bearer old",
      "Bearer new",
    ]);
  });

  it("does not loop: a second auth failure is thrown, and a declining hook passes the error on", async () => {
    const expired = () => envelope(401, "TOKEN_EXPIRED", "expired", null);
    const { fetch, calls } = fakeFetch(expired(), expired(), expired());
    const api = createApiClient({ fetch, getToken: async () => "t" });
    api.setAuthFailureHandler(async () => true);
    await expect(api("/user")).rejects.toMatchObject({ code: "TOKEN_EXPIRED" });
    expect(calls).toHaveLength(2);
    api.setAuthFailureHandler(async () => false);
    await expect(api("/user")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
  });

  it("does not call the hook for other errors", async () => {
    const { fetch } = fakeFetch(envelope(404, "NOT_FOUND", "없음", null));
    const api = createApiClient({ fetch });
    const hook = vi.fn(async () => true);
    api.setAuthFailureHandler(hook);
    await expect(api("/board/1")).rejects.toMatchObject({ status: 404 });
    expect(hook).not.toHaveBeenCalled();
  });
});
