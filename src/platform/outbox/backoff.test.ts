import { createStore } from "idb-keyval";
import { describe, expect, it } from "vitest";
import { backoffDelay, newEntry } from "./entry";
import { replayOutbox } from "./replay";
import { createOutboxStore } from "./store";
import { unsignedToken } from "../../../tests/helpers/tokens";

const NOW = 1_000_000;

describe("outbox backoff", () => {
  it("is full jitter: anywhere between 0 and the doubling cap (5 s ... 5 min)", () => {
    const caps = [5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000];
    caps.forEach((cap, index) => {
      expect(backoffDelay(index + 1, () => 0)).toBe(0);
      expect(backoffDelay(index + 1, () => 0.5)).toBe(cap / 2);
      expect(backoffDelay(index + 1, () => 0.999_999)).toBe(cap - 1);
    });
  });

  it("spreads devices that failed together instead of keeping them in lockstep", () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(3)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) expect(delay).toBeLessThan(20_000);
  });
});

describe("replay after a transient failure", () => {
  const store = () => createOutboxStore(createStore(`backoff-${Math.random()}`, "entries"));
  const entry = () =>
    newEntry(
      { list: "favorite", owner: "demo@1", path: "/favorite", body: [], queryKey: ["favorite"] },
      NOW,
    );
  const answer = (status: number, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ status, code: "BUSY", message: "busy", result: null }), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
  const replayWith = (outbox: ReturnType<typeof store>, response: Response, random: number) =>
    replayOutbox({
      store: outbox,
      fetch: async () => response,
      now: () => NOW,
      random: () => random,
      accessToken: async () => unsignedToken({ accountId: "demo", companyId: 1 }),
      refresh: async () => "refreshed",
    });

  it("schedules the next try at the jittered delay", async () => {
    const outbox = store();
    await outbox.put(entry());
    await replayWith(outbox, answer(500), 0.25);
    expect(await outbox.list()).toMatchObject([{ attempts: 1, nextAttemptAt: NOW + 1_250 }]);
  });

  it("never retries before the server's Retry-After on 429 and 503", async () => {
    for (const status of [429, 503]) {
      const outbox = store();
      await outbox.put(entry());
      await replayWith(outbox, answer(status, { "Retry-After": "120" }), 0.25);
      expect(await outbox.list()).toMatchObject([
        { attempts: 1, nextAttemptAt: NOW + 120_000, failure: { status, retryAfterMs: 120_000 } },
      ]);
    }
  });
});
