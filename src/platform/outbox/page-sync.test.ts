import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startOutboxSync } from "./page-sync";
import { OUTBOX_CHANNEL, type OutboxMessage } from "./store";

const SAVED = [{ id: 7, name: "new", url: "https://new.example/", priority: 1 }];
let stop: (() => void) | undefined;
afterEach(() => stop?.());

function post(message: OutboxMessage) {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(message);
  channel.close();
}

describe("the page hearing the outbox channel", () => {
  it("writes a list the worker or another tab saved into the cache, without a refetch", async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(async () => [{ id: 1, name: "old" }]);
    await queryClient.fetchQuery({ queryKey: ["favorite"], queryFn });
    stop = startOutboxSync(queryClient);

    post({ type: "outbox-changed", queryKey: ["favorite"], saved: { result: SAVED } });
    await vi.waitFor(() => expect(queryClient.getQueryData(["favorite"])).toEqual(SAVED));
    expect(queryClient.getQueryState(["favorite"])?.isInvalidated).toBe(false);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it("marks a list whose pending edit changed (queued, refused, dropped) to be read again", async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery({ queryKey: ["menu", "WORK"], queryFn: async () => [] });
    stop = startOutboxSync(queryClient);
    post({ type: "outbox-changed", queryKey: ["menu", "WORK"] });
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(["menu", "WORK"])?.isInvalidated).toBe(true),
    );
  });
});
