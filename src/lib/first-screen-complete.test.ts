import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LATE_PARTS_MAX_WAIT_MS, firstScreenComplete } from "./first-screen-complete";

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A query the late part starts once it is in, answered when the test says so. */
function startQuery(client: QueryClient) {
  const answer = deferred<string>();
  void client.fetchQuery({ queryKey: ["weather"], queryFn: () => answer.promise });
  return answer;
}

function watch(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  return async (ms = 0) => {
    await vi.advanceTimersByTimeAsync(ms);
    return done;
  };
}

describe("waiting for the first screen's late parts", () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it("resolves once the late parts are in and the data they fetch has come", async () => {
    const part = deferred();
    const done = watch(firstScreenComplete(client, part.promise));
    expect(await done(1_000)).toBe(false);

    part.resolve();
    const weather = startQuery(client); // the part mounts and asks for its data
    expect(await done(1_000)).toBe(false);

    weather.resolve("sunny");
    expect(await done(100)).toBe(true);
  });

  it("does not wait for a part that failed, which has shown its own error", async () => {
    const part = deferred();
    const done = watch(firstScreenComplete(client, part.promise));
    part.reject(new Error("chunk gone"));
    expect(await done(100)).toBe(true);
  });

  it("gives up after its longest wait, so that a part that never comes cannot hold it for ever", async () => {
    const done = watch(firstScreenComplete(client, new Promise(() => {})));
    expect(await done(LATE_PARTS_MAX_WAIT_MS - 1)).toBe(false);
    expect(await done(1)).toBe(true);
  });
});
