import { isNativeApp } from "./detect";
import { setNativeUrlOpener } from "./open-external";

/**
 * Installs the window callbacks the native shell calls (docs/native-bridge.md "Callbacks") and
 * routes external links through the shell. This part is in the start-up bundle, so it only puts
 * small forwarding functions on window; the validation and handling load on the first call.
 */
export const NATIVE_CALLBACKS = [
  "gpDeviceInfo",
  "gpCompanyChanged",
  "gpLogout",
  "gpLoginStatus",
  "gpPushStatus",
  "gpLanguageChanged",
  "gpStorageResponse",
] as const;
export type NativeCallbackName = (typeof NATIVE_CALLBACKS)[number];

export interface NativeBridgeDeps {
  /** Client-side navigation (the router): after a company change and after a logout. */
  navigate: (to: "/" | "/LogoutSuccess") => void;
  /**
   * The app's logout, run when the shell logged out (gpLogout). It lives in features/auth, which
   * this platform code may not import: main.tsx and /appTest hand it in, loaded on first use.
   */
  logout: () => Promise<unknown>;
}

let installed = false;

/**
 * Once per page (later calls do nothing). main.tsx calls it in the app; /appTest calls it on the
 * web too, so the callbacks can be tried from a desktop browser's console.
 */
export function installNativeBridge(deps: NativeBridgeDeps): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  const load = () => import("./callbacks");
  for (const name of NATIVE_CALLBACKS) {
    // Never throws to the shell: the promise resolves with the result, or undefined on failure.
    const callback = (...args: unknown[]): Promise<unknown> =>
      load().then(
        (module) => module.handleCallback(name, args, deps),
        (error: unknown) => console.warn("Native bridge did not load", error),
      );
    Object.defineProperty(window, name, { value: callback, configurable: true, enumerable: false });
  }
  if (isNativeApp()) {
    setNativeUrlOpener((url) => {
      void import("./bridge").then((bridge) => bridge.sendNative("openUrl", { url }));
    });
  }
}
