import { describe, expect, it, vi } from "vitest";
import { retryWhenOnline } from "./when-online";

/** A window whose navigator.onLine the test sets, with real online events. */
function device(onLine: boolean) {
  const events = new EventTarget();
  const win = Object.assign(events, { navigator: { onLine } }) as unknown as Window & {
    navigator: { onLine: boolean };
  };
  const goOnline = () => {
    win.navigator.onLine = true;
    win.dispatchEvent(new Event("online"));
  };
  return { win, goOnline };
}

const failure = () => new TypeError("Failed to fetch dynamically imported module");

describe("retryWhenOnline", () => {
  it("loads again once the device is back online when a load failed offline", async () => {
    const { win, goOnline } = device(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(failure());
    // A flap: the network is gone again by the time the second try runs.
    load.mockImplementationOnce(() => {
      win.navigator.onLine = false;
      return Promise.reject(failure());
    });
    load.mockResolvedValue("chunk");
    const result = retryWhenOnline(load, win);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    goOnline();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    goOnline();
    await expect(result).resolves.toBe("chunk");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("keeps waiting while the device stays offline", async () => {
    const { win } = device(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure());
    let settled = false;
    void retryWhenOnline(load, win).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects at once when the load fails while the device is online", async () => {
    const { win } = device(true);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure());
    await expect(retryWhenOnline(load, win)).rejects.toThrow("Failed to fetch");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
