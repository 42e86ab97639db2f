import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client";
import { authEvents } from "./auth-events";
import { installAuthFailureHandler } from "./auth-session";
import { createTokenRefresher } from "./token-refresh";
import { tokenStore } from "./token-store";

import { envelope } from "../../tests/helpers/client/fake-api";

const json = (status: number, code: string, result: unknown, message = "") =>
  envelope(status, result, code, message);

/** API fake: "Bearer a1" is expired, "Bearer a2" works. */
function apiFetch() {
  return vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get("authorization");
    if (auth === "Bearer a2") return json(200, "OK", { ok: true });
    if (auth === "Bearer a1") return json(401, "TOKEN_EXPIRED", null, "expired");
    return json(401, "UNAUTHORIZED", null);
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

/** Reissuance fake: answers after a short delay, so concurrent callers overlap. */
function refreshFetch(
  answer: () => Response = () =>
    json(200, "OK", { accessToken: "a2", refreshToken: "r2", expiresIn: 900 }),
) {
  return vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return answer();
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

/** A minimal exclusive LockManager shared by several "tabs". */
function fakeLocks(): LockManager {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    request: (_name: string, _options: unknown, callback: () => Promise<unknown>) => {
      const run = chain.then(() => callback());
      chain = run.catch(() => undefined);
      return run;
    },
  } as unknown as LockManager;
}

beforeEach(async () => {
  await tokenStore.set({ access: "a1", refresh: "r1" });
});
afterEach(async () => {
  await tokenStore.clear();
});

describe("token refresh single-flight", () => {
  it.each([
    ["without navigator.locks (in-memory promise)", null],
    ["with Web Locks", fakeLocks()],
  ])(
    "20 concurrent requests with an expired token: one refresh, all succeed (%s)",
    async (_, locks) => {
      const reissue = refreshFetch();
      const api = createApiClient({ fetch: apiFetch() });
      installAuthFailureHandler({ api, refresh: createTokenRefresher({ fetch: reissue, locks }) });

      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => api(`/item/${i}`)));

      expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true })));
      expect(reissue).toHaveBeenCalledOnce();
      const [url, init] = reissue.mock.calls[0] as [string, RequestInit];
      expect(url).toBe("/api/token/reissuance");
      expect(init.method).toBe("POST");
      expect(new Headers(init.headers).get("RefreshToken")).toBe("r1");
      expect(JSON.parse(String(init.body))).toEqual({ refresh_token: "r1" });
      expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
    },
  );

  it("two contexts sharing the lock: the second reuses the pair the first stored", async () => {
    const reissue = refreshFetch();
    const locks = fakeLocks();
    const tabA = createTokenRefresher({ fetch: reissue, locks });
    const tabB = createTokenRefresher({ fetch: reissue, locks });
    const outcomes = await Promise.all([tabA("a1"), tabB("a1")]);
    expect(outcomes).toEqual(["refreshed", "reused"]);
    expect(reissue).toHaveBeenCalledOnce();
  });

  it("a rejected refresh clears the tokens and emits auth-lost; the request fails", async () => {
    const lost = vi.fn();
    const off = authEvents.onAuthLost(lost);
    const api = createApiClient({ fetch: apiFetch() });
    const refresh = createTokenRefresher({
      fetch: refreshFetch(() => json(401, "UNAUTHORIZED", null)),
      locks: null,
    });
    installAuthFailureHandler({ api, refresh });
    await expect(api("/user")).rejects.toMatchObject({ code: "TOKEN_EXPIRED" });
    expect(await tokenStore.getAll()).toEqual({});
    expect(lost).toHaveBeenCalledOnce();
    expect(lost.mock.calls[0]?.[0]).toMatchObject({ reason: "refresh-rejected" });
    off();
  });

  it("an unreachable refresh (offline) keeps the session and emits nothing", async () => {
    const lost = vi.fn();
    const off = authEvents.onAuthLost(lost);
    const api = createApiClient({ fetch: apiFetch() });
    const offline = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    installAuthFailureHandler({
      api,
      refresh: createTokenRefresher({ fetch: offline, locks: null, retryDelayMs: 1 }),
    });
    await expect(api("/user")).rejects.toMatchObject({ code: "TOKEN_EXPIRED" });
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
    expect(lost).not.toHaveBeenCalled();
    off();
  });

  it("a refresh whose answer was lost is sent again with the same token, and succeeds", async () => {
    let calls = 0;
    const reissue = vi.fn(async () => {
      calls += 1;
      // The first request reached the server (which rotated r1); its answer was lost.
      if (calls === 1) throw new TypeError("Failed to fetch");
      return json(200, "OK", { accessToken: "a2", refreshToken: "r2", expiresIn: 900 });
    }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
    const refresh = createTokenRefresher({ fetch: reissue, locks: null, retryDelayMs: 1 });
    expect(await refresh("a1")).toBe("refreshed");
    expect(reissue).toHaveBeenCalledTimes(2);
    for (const [, init] of reissue.mock.calls as [string, RequestInit][]) {
      expect(new Headers(init.headers).get("RefreshToken")).toBe("r1");
    }
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
  });

  it("a refresh whose request is swallowed gives up at its time limit, twice, and frees the lock", async () => {
    // A network that takes the request and never answers: only the page's abort ends it.
    const swallowed = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new TypeError("aborted"))),
        ),
    );
    const refresh = createTokenRefresher({
      fetch: swallowed as unknown as typeof fetch,
      locks: null,
      retryDelayMs: 1,
      timeoutMs: 30,
    });
    expect(await refresh("a1")).toBe("unavailable");
    expect(swallowed).toHaveBeenCalledTimes(2);
    // The lock is free: what waits for it (here a 401's check) is answered.
    expect(await refresh("a1", false)).toBe("rejected");
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
  });

  it("401 UNAUTHORIZED clears the tokens and emits auth-lost without refreshing", async () => {
    await tokenStore.set({ access: "revoked" });
    const lost = vi.fn();
    const off = authEvents.onAuthLost(lost);
    const reissue = refreshFetch();
    const api = createApiClient({ fetch: apiFetch() });
    installAuthFailureHandler({
      api,
      refresh: createTokenRefresher({ fetch: reissue, locks: null }),
    });
    await expect(api("/user")).rejects.toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    expect(reissue).not.toHaveBeenCalled();
    expect(await tokenStore.getAll()).toEqual({});
    expect(lost.mock.calls[0]?.[0]).toMatchObject({ reason: "unauthorized" });
    off();
  });

  it('mode "none" leaves 401 to the caller: tokens stay, nothing is emitted', async () => {
    const lost = vi.fn();
    const off = authEvents.onAuthLost(lost);
    await tokenStore.set({ access: "revoked" });
    const api = createApiClient({ fetch: apiFetch() });
    installAuthFailureHandler({ api });
    await expect(api("/account/user/valid", { authFailure: "none" })).rejects.toMatchObject({
      status: 401,
    });
    expect(await tokenStore.get("access")).toBe("revoked");
    expect(lost).not.toHaveBeenCalled();
    off();
  });
});
