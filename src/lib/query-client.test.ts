import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, parseRetryAfter } from "./api-error";
import { sendHttp } from "./http-transport";
import { createQueryClient, retryDelay, shouldRetry } from "./query-client";

const error = (status: number) => new ApiError({ status, code: "X", message: "" });

describe("query retry policy", () => {
  it("retries network errors, 5xx, 408 and 429 at most twice", () => {
    for (const status of [0, 500, 503, 408, 429]) {
      expect(shouldRetry(0, error(status))).toBe(true);
      expect(shouldRetry(2, error(status))).toBe(false);
    }
  });

  it("never retries other 4xx", () => {
    for (const status of [400, 401, 403, 404]) expect(shouldRetry(0, error(status))).toBe(false);
  });
});

/** A 429 or 503 answer of the server, with its Retry-After. */
const refused = (status: number, retryAfter: string) =>
  new Response(JSON.stringify({ status, code: "BUSY", message: "busy", result: null }), {
    status,
    headers: { "content-type": "application/json", "Retry-After": retryAfter },
  });

const failureOf = (response: Response) =>
  sendHttp(async () => response, "/api/x", {}).then(
    () => undefined,
    (failure: unknown) => failure as ApiError,
  );

describe("Retry-After", () => {
  afterEach(() => vi.useRealTimers());

  it("is read from 429 and 503 answers, in seconds or as a date, and ignored elsewhere", async () => {
    expect((await failureOf(refused(429, "7")))?.retryAfterMs).toBe(7_000);
    expect((await failureOf(refused(503, "120")))?.retryAfterMs).toBe(120_000);
    expect((await failureOf(refused(500, "7")))?.retryAfterMs).toBeUndefined();
    const now = Date.parse("2026-03-01T00:00:00Z");
    expect(parseRetryAfter("Sun, 01 Mar 2026 00:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
  });

  it("sets the wait before a retry; without it the usual doubling applies", async () => {
    expect(retryDelay(0, await failureOf(refused(503, "9")))).toBe(9_000);
    expect(retryDelay(0, error(503))).toBe(1_000);
    expect(retryDelay(1, error(0))).toBe(2_000);
    // A wait longer than a minute is not sat out on a screen: the query fails and can be retried.
    expect(shouldRetry(0, await failureOf(refused(429, "3600")))).toBe(false);
  });

  it("makes the query client wait exactly that long before asking again", async () => {
    vi.useFakeTimers();
    const answers = [refused(429, "7"), refused(503, "3")];
    const queryFn = vi.fn(async () => {
      const answer = answers.shift();
      return answer ? sendHttp(async () => answer, "/api/x", {}) : "fine";
    });
    const result = createQueryClient().fetchQuery({ queryKey: ["retry-after"], queryFn });
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6_999); // the default would have retried after 1 s
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("fine");
    expect(queryFn).toHaveBeenCalledTimes(3);
  });
});
