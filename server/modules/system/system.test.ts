import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app";
import { READY_TIMEOUT_MS } from "./routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("probes", () => {
  it("/healthz answers 200 ok, uncached", async () => {
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz answers 200 when the database answers", async () => {
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("/readyz answers 503 when the database fails, without details", async () => {
    const ping = vi
      .spyOn(t.app.database, "ping")
      .mockRejectedValueOnce(new Error("connect ECONNREFUSED 10.0.0.5:5432"));
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "unavailable", database: "unreachable" });
    expect(res.body).not.toContain("ECONNREFUSED");
    ping.mockRestore();
  });

  it("/readyz answers 503 when the database hangs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const ping = vi.spyOn(t.app.database, "ping").mockReturnValueOnce(new Promise(() => undefined));
    try {
      const pending = t.app.inject({ url: "/readyz" });
      await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS + 10);
      expect((await pending).statusCode).toBe(503);
    } finally {
      ping.mockRestore();
      vi.useRealTimers();
    }
  });
});
