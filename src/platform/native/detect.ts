/**
 * Is the page running inside the native iOS/Android shell? (spec 6: an app flag, OS type from a
 * cookie or the native app info; docs/native-bridge.md "Detection"; native-os.ts says which one).
 * This module is in the start-up bundle: keep it small and free of imports.
 */
export const APP_USER_AGENT_MARKER = "GroupPortalApp";
export const APP_COOKIES = ["gp_app", "osType"] as const;

export interface DetectEnv {
  cookie: string;
  userAgent: string;
  /** window.webkit.messageHandlers holds at least one of the page's message names (WKWebView). */
  webkitHandlers?: boolean;
  /** window.Android is an object (Android WebView addJavascriptInterface). */
  androidInterface?: boolean;
}

interface ShellWindow {
  webkit?: { messageHandlers?: Record<string, unknown> };
  Android?: unknown;
}

/** The message names a shell registers (bridge.ts); one is enough to recognise a WKWebView. */
export const NATIVE_MESSAGES = [
  "openUrl",
  "logout",
  "setLanguage",
  "storage",
  "company",
  "pushStatus",
  "loginStatus",
  "badge",
] as const;
export type NativeMessageName = (typeof NATIVE_MESSAGES)[number];

export function shellWindow(): ShellWindow {
  return typeof window === "undefined" ? {} : (window as unknown as ShellWindow);
}

export function currentEnv(): DetectEnv {
  const shell = shellWindow();
  const handlers = shell.webkit?.messageHandlers;
  return {
    cookie: typeof document === "undefined" ? "" : document.cookie,
    userAgent: typeof navigator === "undefined" ? "" : navigator.userAgent,
    webkitHandlers:
      typeof handlers === "object" &&
      handlers !== null &&
      NATIVE_MESSAGES.some((name) => typeof handlers[name] === "object"),
    androidInterface: typeof shell.Android === "object" && shell.Android !== null,
  };
}

export function cookieValue(cookie: string, name: string): string {
  for (const part of cookie.split(";")) {
    const [key = "", value = ""] = part.split("=");
    if (key.trim() === name) return value.trim();
  }
  return "";
}

export function isNativeApp(env: DetectEnv = currentEnv()): boolean {
  if (env.userAgent.includes(APP_USER_AGENT_MARKER)) return true;
  if (env.webkitHandlers || env.androidInterface) return true;
  return APP_COOKIES.some((name) => cookieValue(env.cookie, name) !== "");
}
