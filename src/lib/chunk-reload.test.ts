import { beforeEach, describe, expect, it, vi } from "vitest";
import { RELOAD_WINDOW_MS, claimReload } from "./chunk-reload";

/** sessionStorage's two methods over a Map, so each test starts from an empty tab. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe("claimReload", () => {
  it("allows the first reload of a tab and refuses a second one within the window", () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000 + 1)).toBe(false);
    expect(claimReload(storage, 1_000_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it("allows another reload once the window has passed (a later deploy in the same tab)", () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000 + RELOAD_WINDOW_MS)).toBe(true);
    expect(claimReload(storage, 1_000_000 + RELOAD_WINDOW_MS + 1)).toBe(false);
  });

  it("refuses when the recorded reload lies in the future (clock set back)", () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 5_000_000)).toBe(true);
    expect(claimReload(storage, 1_000_000)).toBe(false);
  });

  it("never reloads when storage fails, since nothing could stop a loop", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(claimReload(broken, 1_000_000)).toBe(false);
  });
});

describe("installChunkReload", () => {
  beforeEach(() => {
    vi.resetModules(); // a fresh module: its "reloading" flag starts false
  });

  async function fakeWindow(storage = memoryStorage()) {
    const { installChunkReload, isReloading } = await import("./chunk-reload");
    const target = new EventTarget();
    const reload = vi.fn();
    const navigator = { onLine: true };
    const win = Object.assign(target, { sessionStorage: storage, location: { reload }, navigator });
    installChunkReload(win as unknown as Window);
    const fail = () => target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    return { reload, fail, isReloading, navigator };
  }

  it("reloads once on a failed chunk load, however many chunks fail", async () => {
    const { reload, fail, isReloading } = await fakeWindow();
    expect(isReloading()).toBe(false);
    fail();
    fail(); // the route's CSS and its JS both fail
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isReloading()).toBe(true);
  });

  it("does not reload again in the page that a reload just loaded", async () => {
    const storage = memoryStorage();
    const first = await fakeWindow(storage);
    first.fail();
    expect(first.reload).toHaveBeenCalledTimes(1);

    vi.resetModules(); // the reloaded page: new module state, same sessionStorage
    const second = await fakeWindow(storage);
    second.fail();
    expect(second.reload).not.toHaveBeenCalled();
    expect(second.isReloading()).toBe(false); // so the error screen shows
  });

  it("does not reload offline, and keeps its one reload for when the network is back", async () => {
    const { reload, fail, navigator, isReloading } = await fakeWindow();
    navigator.onLine = false;
    fail();
    expect(reload).not.toHaveBeenCalled();
    expect(isReloading()).toBe(false);
    navigator.onLine = true;
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
