import { describe, expect, it, vi } from "vitest";
import { applyServiceWorkerUpdate } from "./register-sw";

/** A window whose service worker container has `waiting` (or none) and whose reload is counted. */
function fakeWindow(waiting: { postMessage: (message: unknown) => void } | null) {
  const container = Object.assign(new EventTarget(), {
    getRegistration: vi.fn(async () => ({ waiting })),
  });
  const reload = vi.fn();
  const win = { navigator: { serviceWorker: container }, location: { reload } };
  return { win: win as unknown as Window, container, reload };
}

describe("applying a waiting update", () => {
  it("tells the waiting worker to take over, and reloads once it controls the page", async () => {
    const postMessage = vi.fn();
    const { win, container, reload } = fakeWindow({ postMessage });
    await applyServiceWorkerUpdate(win);
    expect(postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();

    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once when another tab has already let the new version in", async () => {
    const { win, reload } = fakeWindow(null);
    await applyServiceWorkerUpdate(win);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
