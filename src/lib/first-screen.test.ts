import type { AnyRouter } from "@tanstack/react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Listener = () => void;

/** A router that only reports its first resolved route when the test says so. */
function fakeRouter() {
  let listener: Listener | undefined;
  const router = {
    subscribe: (_event: string, next: Listener) => {
      listener = next;
      return () => (listener = undefined);
    },
  } as unknown as AnyRouter;
  return { router, resolve: () => listener?.() };
}

async function freshModule() {
  vi.resetModules();
  return import("./first-screen");
}

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return async () => {
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("firstScreenShown", () => {
  it("waits for the first route to resolve and an idle moment", async () => {
    const { watchFirstScreen, firstScreenShown } = await freshModule();
    const { router, resolve } = fakeRouter();
    watchFirstScreen(router);
    const isDone = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await isDone()).toBe(false);
    resolve();
    await vi.advanceTimersByTimeAsync(1000); // the idle moment (requestIdleCallback or timeout)
    expect(await isDone()).toBe(true);
  });

  it("lets each caller go on in a task of its own, so that their work makes no one long task", async () => {
    const { watchFirstScreen, firstScreenShown } = await freshModule();
    const { router, resolve } = fakeRouter();
    watchFirstScreen(router);
    const order: string[] = [];
    // Each caller's work brings more work (a render, say), which must end before the next starts.
    for (const caller of ["the later parts", "the offline layer"])
      void firstScreenShown().then(() => {
        order.push(caller);
        queueMicrotask(() => order.push(`${caller}: render`));
      });
    resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(order).toEqual([
      "the later parts",
      "the later parts: render",
      "the offline layer",
      "the offline layer: render",
    ]);
  });

  it("keeps waiting while a slow first route is still loading online", async () => {
    const { watchFirstScreen, firstScreenShown } = await freshModule();
    const { router, resolve } = fakeRouter();
    watchFirstScreen(router);
    const isDone = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(8000); // a loaded phone: home is not there yet
    expect(await isDone()).toBe(false);
    resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await isDone()).toBe(true);
  });

  it("waits, after the route resolved, for what its loader held the first screen for", async () => {
    const { watchFirstScreen, firstScreenShown, holdFirstScreenUntil } = await freshModule();
    const { router, resolve } = fakeRouter();
    watchFirstScreen(router);
    let answer!: () => void;
    holdFirstScreenUntil(new Promise<void>((done) => (answer = done))); // Main's first list
    const isDone = settled(firstScreenShown());
    resolve();
    await vi.advanceTimersByTimeAsync(3000); // the list's answer is slow to come
    expect(await isDone()).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await isDone()).toBe(true);
  });

  it("waits for the frame that paints what it held for, not only for its answer", async () => {
    const { watchFirstScreen, firstScreenShown, holdFirstScreenUntil } = await freshModule();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (frame: FrameRequestCallback) => frames.push(frame));
    const { router, resolve } = fakeRouter();
    watchFirstScreen(router);
    let answer!: () => void;
    holdFirstScreenUntil(new Promise<void>((done) => (answer = done)));
    const isDone = settled(firstScreenShown());
    resolve();
    answer();
    await vi.advanceTimersByTimeAsync(1000); // idle, but the list is not painted yet
    expect(await isDone()).toBe(false);
    for (const frame of frames.splice(0)) frame(performance.now());
    await vi.advanceTimersByTimeAsync(1000);
    expect(await isDone()).toBe(true);
  });

  it("does not wait for a frame in a hidden page, which paints none", async () => {
    const { watchFirstScreen, firstScreenShown, holdFirstScreenUntil } = await freshModule();
    vi.stubGlobal("requestAnimationFrame", () => 0);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const { router, resolve } = fakeRouter();
    watchFirstScreen(router);
    holdFirstScreenUntil(Promise.resolve());
    const isDone = settled(firstScreenShown());
    resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await isDone()).toBe(true);
  });

  it("lets go of a hold that failed, and of one that never settles after 15 s", async () => {
    const { watchFirstScreen, firstScreenShown, holdFirstScreenUntil } = await freshModule();
    const { router, resolve } = fakeRouter();
    watchFirstScreen(router);
    holdFirstScreenUntil(Promise.reject(new Error("the list could not load")));
    const failed = settled(firstScreenShown());
    resolve();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await failed()).toBe(true);

    const again = fakeRouter();
    watchFirstScreen(again.router);
    holdFirstScreenUntil(new Promise(() => {}));
    const hanging = settled(firstScreenShown());
    again.resolve();
    await vi.advanceTimersByTimeAsync(14_900);
    expect(await hanging()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await hanging()).toBe(true);
  });

  it("does not wait for ever when no route resolves", async () => {
    const { watchFirstScreen, firstScreenShown } = await freshModule();
    watchFirstScreen(fakeRouter().router);
    const isDone = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(14_900);
    expect(await isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await isDone()).toBe(true);
  });

  it("starts at once when the device goes offline before the first route resolves", async () => {
    const { watchFirstScreen, firstScreenShown } = await freshModule();
    watchFirstScreen(fakeRouter().router);
    const isDone = settled(firstScreenShown());
    await vi.advanceTimersByTimeAsync(500);
    expect(await isDone()).toBe(false);
    window.dispatchEvent(new Event("offline"));
    expect(await isDone()).toBe(true);
  });

  it("starts at once on a device that is offline when the app starts", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      const { watchFirstScreen, firstScreenShown } = await freshModule();
      watchFirstScreen(fakeRouter().router);
      expect(await settled(firstScreenShown())()).toBe(true);
    } finally {
      onLine.mockRestore();
    }
  });

  it("resolves at once when no router is watched (the app rendered without main.tsx)", async () => {
    const { firstScreenShown } = await freshModule();
    expect(await settled(firstScreenShown())()).toBe(true);
  });
});
