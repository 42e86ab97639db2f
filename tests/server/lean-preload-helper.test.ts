/**
 * The build's preload helper (vite/lean-preload-helper.ts) replaces Vite's: it must still answer
 * a dynamic import with its module, and report a failed one as `vite:preloadError`, which the app
 * answers with a reload during a deploy (src/lib/chunk-reload.ts; tests/e2e/rolling-deploy.spec.ts
 * runs that on a real build).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { LEAN_PRELOAD_HELPER } from "../../vite/lean-preload-helper";

type Preload = (load: () => Promise<unknown>) => Promise<unknown>;

async function helper(): Promise<Preload> {
  const url = `data:text/javascript,${encodeURIComponent(LEAN_PRELOAD_HELPER)}`;
  return ((await import(/* @vite-ignore */ url)) as { __vitePreload: Preload }).__vitePreload;
}

afterEach(() => vi.unstubAllGlobals());

describe("the lean preload helper", () => {
  it("answers with the imported module and reports nothing", async () => {
    const window = new EventTarget();
    const reported = vi.fn();
    window.addEventListener("vite:preloadError", reported);
    vi.stubGlobal("window", window);
    const preload = await helper();
    await expect(preload(async () => ({ default: "screen" }))).resolves.toEqual({
      default: "screen",
    });
    expect(reported).not.toHaveBeenCalled();
  });

  it("reports a failed import with its error, and fails it unless a listener takes it over", async () => {
    const window = new EventTarget();
    const payloads: unknown[] = [];
    window.addEventListener("vite:preloadError", (event) => {
      payloads.push((event as Event & { payload: unknown }).payload);
    });
    vi.stubGlobal("window", window);
    const preload = await helper();
    const missing = new TypeError("Failed to fetch dynamically imported module");
    await expect(preload(() => Promise.reject(missing))).rejects.toBe(missing);
    expect(payloads).toEqual([missing]);

    window.addEventListener("vite:preloadError", (event) => event.preventDefault());
    await expect(preload(() => Promise.reject(missing))).resolves.toBeUndefined();
  });
});
