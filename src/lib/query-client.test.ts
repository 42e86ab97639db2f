import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { shouldRetry } from "./query-client";

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
