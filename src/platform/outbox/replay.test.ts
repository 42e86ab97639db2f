import { createStore } from "idb-keyval";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { newEntry, type OutboxEntry } from "./entry";
import { replayOutbox, type ReplayDeps } from "./replay";
import { createOutboxStore, type OutboxStore } from "./store";
import { unsignedToken } from "../../../tests/helpers/tokens";

const DEMO = unsignedToken({ accountId: "demo", companyId: 1, n: 1 });
const DEMO_REFRESHED = unsignedToken({ accountId: "demo", companyId: 1, n: 2 });
const NOW = 1_000_000;

const envelope = (status: number, code: string, result: unknown = null) =>
  new Response(JSON.stringify({ status, code, message: code, result }), {
    status,
    headers: { "content-type": "application/json" },
  });

let store: OutboxStore;
let db = 0;
beforeEach(() => {
  store = createOutboxStore(createStore(`outbox-test-${++db}`, "entries"));
});

function server(...answers: (Response | Error)[]) {
  const seen: { url: string; headers: Headers; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)),
    });
    const answer = answers.shift() ?? envelope(200, "OK");
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

function deps(fetch: typeof globalThis.fetch, extra: Partial<ReplayDeps> = {}): ReplayDeps {
  let token = DEMO;
  return {
    store,
    fetch,
    now: () => NOW,
    random: () => 0.5, // the backoff's full jitter, fixed: half of each cap
    accessToken: async () => token,
    refresh: vi.fn(async () => {
      token = DEMO_REFRESHED;
      return "refreshed" as const;
    }),
    ...extra,
  };
}

const favorites = (names: string[], owner = "demo@1"): OutboxEntry =>
  newEntry(
    {
      list: "favorite",
      owner,
      path: "/favorite",
      body: names.map((name) => ({ name })),
      queryKey: ["favorite"],
    },
    NOW,
  );

describe("outbox replay", () => {
  it("sends the newest edit of a list once, with its key and the current token", async () => {
    await store.put(favorites(["old"]));
    const newest = favorites(["new"]);
    await store.put(newest);
    const { fetch, seen } = server();
    const report = await replayOutbox(deps(fetch));
    expect(report.sent).toHaveLength(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/api/favorite");
    expect(seen[0]!.body).toEqual([{ name: "new" }]);
    expect(seen[0]!.headers.get("idempotency-key")).toBe(newest.idempotencyKey);
    expect(seen[0]!.headers.get("authorization")).toBe(`Bearer ${DEMO}`);
    expect(await store.list()).toEqual([]);
  });

  it("keeps an entry after a network error or 5xx and waits out the backoff", async () => {
    await store.put(favorites(["a"]));
    const { fetch, seen } = server(new TypeError("Failed to fetch"), envelope(503, "UNAVAILABLE"));
    expect((await replayOutbox(deps(fetch))).kept).toHaveLength(1);
    const [kept] = await store.list();
    expect(kept).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: NOW + 2_500 });
    expect((await replayOutbox(deps(fetch))).kept).toHaveLength(0); // still backing off
    expect(seen).toHaveLength(1);
    await replayOutbox(deps(fetch, { force: true }));
    expect(await store.list()).toMatchObject([{ attempts: 2, nextAttemptAt: NOW + 5_000 }]);
  });

  it("moves an entry the server refuses with 400 to the failed list and never resends it", async () => {
    await store.put(favorites(["javascript:"]));
    const { fetch, seen } = server(envelope(400, "VALIDATION_ERROR"));
    expect((await replayOutbox(deps(fetch))).failed).toHaveLength(1);
    await replayOutbox(deps(fetch, { force: true }));
    expect(seen).toHaveLength(1);
    expect(await store.list()).toMatchObject([
      { state: "failed", failure: { status: 400, code: "VALIDATION_ERROR" } },
    ]);
  });

  it("refreshes an expired token once and retries with the new one", async () => {
    await store.put(favorites(["a"]));
    const { fetch, seen } = server(envelope(401, "TOKEN_EXPIRED"), envelope(200, "OK"));
    const replayDeps = deps(fetch);
    const report = await replayOutbox(replayDeps);
    expect(replayDeps.refresh).toHaveBeenCalledTimes(1);
    expect(report.sent).toHaveLength(1);
    expect(seen.map((call) => call.headers.get("authorization"))).toEqual([
      `Bearer ${DEMO}`,
      `Bearer ${DEMO_REFRESHED}`,
    ]);
  });

  it("keeps the entries and asks for a login when the refresh is refused", async () => {
    await store.put(favorites(["a"]));
    const { fetch } = server(envelope(401, "TOKEN_EXPIRED"));
    const report = await replayOutbox(deps(fetch, { refresh: async () => "rejected" }));
    expect(report.loginRequired).toBe(true);
    expect(await store.list()).toMatchObject([{ state: "pending" }]);
  });

  it("never sends another user's or another company's edits", async () => {
    await store.put(favorites(["b"], "someone@1"));
    await store.put(favorites(["c"], "demo@280"));
    const { fetch, seen } = server();
    await replayOutbox(deps(fetch));
    expect(seen).toHaveLength(0);
    expect(await store.list()).toHaveLength(2);
  });

  it("does not drop a newer edit that arrived while the older one was on its way", async () => {
    await store.put(favorites(["older"]));
    const newer = favorites(["newer"]);
    const fetch = vi.fn(async () => {
      await store.put(newer);
      return envelope(200, "OK");
    }) as unknown as typeof globalThis.fetch;
    await replayOutbox(deps(fetch));
    expect(await store.list()).toMatchObject([{ idempotencyKey: newer.idempotencyKey }]);
  });

  it("sends once when two replays start together", async () => {
    await store.put(favorites(["a"]));
    const { fetch, seen } = server();
    await Promise.all([replayOutbox(deps(fetch)), replayOutbox(deps(fetch))]);
    expect(seen).toHaveLength(1);
  });
});
