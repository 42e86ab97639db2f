import type { BrowserContext, Page } from "@playwright/test";

/**
 * Simulated native shells for the bridge tests (docs/native-bridge.md): the user agent marker, the
 * osType cookie and the transport a real shell registers, either WKWebView message handlers
 * (window.webkit.messageHandlers.<name>.postMessage(object)) or an Android JavaScript interface
 * (window.Android.<name>(json string)). Every message is recorded on window.__shell.posted, and
 * like a real shell it answers "storage" (a key-value store) and "pushStatus" (enabled).
 */
export type ShellKind = "ios" | "android";

export const SHELL_USER_AGENT: Record<ShellKind, string> = {
  ios:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)" +
    " Mobile/15E148 GroupPortalApp/2.4.0 (iOS)",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)" +
    " Chrome/140.0 Mobile Safari/537.36 GroupPortalApp/2.4.0 (Android)",
};

const MESSAGES = [
  "openUrl",
  "logout",
  "setLanguage",
  "storage",
  "company",
  "pushStatus",
  "loginStatus",
];

export interface PostedMessage {
  name: string;
  body: Record<string, unknown>;
  /** typeof what the transport received: "object" on iOS, "string" (JSON) on Android. */
  received: string;
}

function installShell({ kind, names }: { kind: ShellKind; names: string[] }) {
  const posted: PostedMessage[] = [];
  const store = new Map<string, string>();
  const call = (name: string, argument: unknown) =>
    setTimeout(() => (window as unknown as Record<string, (a: unknown) => void>)[name]?.(argument));
  const receive = (name: string, body: Record<string, unknown>, received: string) => {
    posted.push({ name, body, received });
    if (name === "storage") {
      const key = String(body.key);
      if (body.action === "set") store.set(key, String(body.value));
      if (body.action === "remove") store.delete(key);
      call("gpStorageResponse", { requestId: body.requestId, key, value: store.get(key) ?? null });
    }
    if (name === "pushStatus") call("gpPushStatus", { enabled: true });
  };
  Object.defineProperty(window, "__shell", { value: { kind, posted } });
  if (kind === "ios") {
    const handlers = Object.fromEntries(
      names.map((name) => [
        name,
        {
          postMessage: (body: unknown) =>
            receive(name, JSON.parse(JSON.stringify(body)) as Record<string, unknown>, typeof body),
        },
      ]),
    );
    Object.defineProperty(window, "webkit", { value: { messageHandlers: handlers } });
  } else {
    const android = Object.fromEntries(
      names.map((name) => [
        name,
        (json: unknown) =>
          receive(name, JSON.parse(String(json)) as Record<string, unknown>, typeof json),
      ]),
    );
    Object.defineProperty(window, "Android", { value: android });
  }
}

/** Makes every page of the context run inside the simulated shell of `kind`. */
export async function useShell(context: BrowserContext, baseURL: string, kind: ShellKind) {
  await context.addCookies([
    { name: "osType", value: kind === "ios" ? "IOS" : "AOS", url: baseURL },
  ]);
  await context.addInitScript(installShell, { kind, names: MESSAGES });
}

/** The messages the shell received so far on this page. */
export function postedMessages(page: Page): Promise<PostedMessage[]> {
  return page.evaluate(
    () => (window as unknown as { __shell: { posted: PostedMessage[] } }).__shell.posted,
  );
}

/** The messages of one name. */
export async function posted(page: Page, name: string): Promise<PostedMessage[]> {
  return (await postedMessages(page)).filter((message) => message.name === name);
}

/** Calls a window callback as a shell's evaluateJavaScript does and returns what it resolves to. */
export function callPage(page: Page, name: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ([callback, values]) =>
      (window as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[callback]?.(
        ...values,
      ),
    [name, args] as const,
  );
}
