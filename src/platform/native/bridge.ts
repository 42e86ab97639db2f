import type { Locale } from "../../lib/locale";
import { recordBridge } from "./bridge-log";
import { isNativeApp, shellWindow, type NativeMessageName } from "./detect";
import { nativeOs } from "./native-os";

/**
 * Messages from the page to the native shell (docs/native-bridge.md "Messages"). One JSON-able
 * payload per message; iOS receives the object through window.webkit.messageHandlers.<name>,
 * Android a JSON string through window.Android.<name>(json). Outside a shell every send is a no-op.
 */
export interface LoginStatus {
  status: "LOGGED_IN" | "LOGGED_OUT" | "UNKNOWN";
  accountId: string | null;
  companyId: number | null;
}

export type StorageRequest =
  | { action: "get" | "remove"; key: string; requestId: string }
  | { action: "set"; key: string; value: string; requestId: string };

export interface NativePayloads {
  openUrl: { url: string };
  logout: Record<string, never>;
  setLanguage: { locale: Locale };
  storage: StorageRequest;
  company: { companyId: number };
  pushStatus: Record<string, never>;
  loginStatus: LoginStatus;
  /** The app icon's badge: pending approvals (0 clears it). */
  badge: { count: number };
}

type Payload = NativePayloads[NativeMessageName];

function sendToIos(name: NativeMessageName, payload: Payload): boolean {
  const handler = shellWindow().webkit?.messageHandlers?.[name] as
    { postMessage?: (body: unknown) => void } | undefined;
  if (typeof handler?.postMessage !== "function") return false;
  handler.postMessage(payload);
  return true;
}

function sendToAndroid(name: NativeMessageName, payload: Payload): boolean {
  const android = shellWindow().Android as Record<string, unknown> | undefined;
  const method = android?.[name];
  if (typeof method !== "function") return false;
  // addJavascriptInterface methods take strings; the receiver must be the interface object.
  (method as (json: string) => void).call(android, JSON.stringify(payload));
  return true;
}

/**
 * Sends one message to the shell it runs in; false when there is none or it lacks the handler.
 * A shell that throws never breaks the page.
 */
export function sendNative<N extends NativeMessageName>(
  name: N,
  payload: NativePayloads[N],
): boolean {
  let sent = false;
  if (isNativeApp()) {
    try {
      const os = nativeOs();
      if (os === "IOS") sent = sendToIos(name, payload);
      else if (os === "AOS") sent = sendToAndroid(name, payload);
      else sent = sendToIos(name, payload) || sendToAndroid(name, payload);
    } catch (error) {
      console.warn(`The native shell refused "${name}"`, error);
    }
  }
  recordBridge("out", name, payload, sent ? "sent" : "noShell");
  return sent;
}

/** Spec 4 "Language change": the native app is told last. */
export function notifyNativeLanguage(locale: Locale): void {
  sendNative("setLanguage", { locale });
}

/** The user logged out in the page: the shell forgets its session too. */
export function notifyNativeLogout(): void {
  sendNative("logout", {});
}
