/**
 * This browser's Web Push state. Permission is asked only from subscribe(), which the user's
 * click on My page calls: never on load (browsers penalise, and users deny, unprompted asks).
 */
import { fetchVapidPublicKey, registerSubscription, unregisterSubscription } from "./api";

export type PushSupport = "supported" | "ios-home-screen" | "unsupported";

/** iOS/iPadOS Safari has Web Push only for a web app added to the home screen (16.4+). */
function isIosBrowserTab(): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  const standalone =
    window.matchMedia?.("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

export function pushSupport(): PushSupport {
  if (isIosBrowserTab()) return "ios-home-screen";
  const ok = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  return ok ? "supported" : "unsupported";
}

async function pushManager(): Promise<PushManager> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== "supported") return null;
  return (await pushManager()).getSubscription();
}

/** The user's click: asks permission, subscribes the browser and tells the server. */
export async function subscribe(): Promise<"subscribed" | "denied"> {
  if ((await Notification.requestPermission()) !== "granted") return "denied";
  const manager = await pushManager();
  const existing = await manager.getSubscription();
  const subscription =
    existing ??
    (await manager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlToBytes(await fetchVapidPublicKey()),
    }));
  await registerSubscription(subscription.toJSON());
  return "subscribed";
}

export async function unsubscribe(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await unregisterSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * The server ties a subscription to the session that made it (a company switch or logout ends
 * it): a browser that is still subscribed registers again for the current session.
 */
export async function resubscribe(): Promise<void> {
  if (pushSupport() !== "supported" || Notification.permission !== "granted") return;
  const subscription = await currentSubscription();
  if (subscription) await registerSubscription(subscription.toJSON());
}

function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
