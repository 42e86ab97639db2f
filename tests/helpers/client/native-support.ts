import { vi } from "vitest";
import { tokenStore } from "../../../src/lib/token-store";
import { unsignedToken } from "../tokens";

export const IDENTITY = { accountId: "demo", companyId: 1, empNo: "E0001" } as const;

export async function logIn(claims: Record<string, unknown> = IDENTITY) {
  const tokens = {
    access: unsignedToken({ ...claims, salt: Math.random() }),
    refresh: "refresh-secret-1",
  };
  await tokenStore.set({ ...tokens, temporary: null });
  return tokens;
}

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * The network under the page's API client: answers like the real server's envelope (login
 * check, company change) and records every request. `chattyLoginCheck` makes the login check
 * answer also carry the caller's tokens, as a careless server might.
 */
export function fakeServer({ chattyLoginCheck = false } = {}) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://portal.test");
    const text = typeof init?.body === "string" ? init.body : null;
    const headers = new Headers(init?.headers);
    requests.push({
      method: init?.method ?? "GET",
      path: url.pathname,
      body: text ? (JSON.parse(text) as unknown) : null,
      authorization: headers.get("Authorization"),
    });
    const change = /^\/api\/native\/change-company\/(\d+)$/.exec(url.pathname);
    let result: unknown = {};
    if (url.pathname === "/api/login") {
      const echo = { accessToken: headers.get("Authorization"), refreshToken: "refresh-secret-1" };
      result = { ...IDENTITY, valid: true, ...(chattyLoginCheck ? echo : {}) };
    }
    if (change) {
      const companyId = Number(change[1]);
      result = {
        accessToken: unsignedToken({ ...IDENTITY, companyId }),
        refreshToken: `refresh-for-${companyId}`,
        expiresIn: 900,
      };
    }
    const envelope = { status: 200, code: "OK", message: "", result };
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests };
}

/** A simulated WKWebView: window.webkit.messageHandlers.<name>.postMessage records each body. */
export function fakeIosShell(names: readonly string[]) {
  const posted: { name: string; body: unknown }[] = [];
  const messageHandlers = Object.fromEntries(
    names.map((name) => [name, { postMessage: (body: unknown) => posted.push({ name, body }) }]),
  );
  Object.defineProperty(window, "webkit", { value: { messageHandlers }, configurable: true });
  return {
    posted,
    remove: () => Reflect.deleteProperty(window, "webkit"),
  };
}

/** A simulated Android WebView: window.Android.<name>(json) records each JSON string. */
export function fakeAndroidShell(names: readonly string[]) {
  const posted: { name: string; body: unknown }[] = [];
  const android = Object.fromEntries(
    names.map((name) => [name, (json: unknown) => posted.push({ name, body: json })]),
  );
  Object.defineProperty(window, "Android", { value: android, configurable: true });
  return {
    posted,
    remove: () => Reflect.deleteProperty(window, "Android"),
  };
}

export type ShellKind = "ios" | "android";

/**
 * One simulated shell with its osType cookie, as a real shell sets it: the cookie decides the
 * transport even after a device info callback reports another OS.
 */
export function fakeShell(kind: ShellKind, names: readonly string[]) {
  const shell = kind === "ios" ? fakeIosShell(names) : fakeAndroidShell(names);
  document.cookie = `osType=${kind === "ios" ? "IOS" : "AOS"}; path=/`;
  return {
    posted: shell.posted,
    remove: () => {
      shell.remove();
      document.cookie = "osType=; path=/; max-age=0";
    },
  };
}

/** Calls a window callback the way a shell's evaluateJavaScript does. */
export function callWindow(name: string, ...args: unknown[]): unknown {
  const callback = (window as unknown as Record<string, (...a: unknown[]) => unknown>)[name];
  if (typeof callback !== "function") throw new Error(`window.${name} is not installed`);
  return callback(...args);
}
