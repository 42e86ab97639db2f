/**
 * Push notifications (docs/push.md). The server sends a small JSON message already worded in
 * the user's language: { type, title, body, url, icon, noticeId?, count? }. The worker shows it
 * with the company's logo; a click focuses an open portal window (or opens one) on its screen:
 * the notice's detail, or My page for approvals. Approvals also set the app icon's badge.
 */

export interface PushPayload {
  type: "notice" | "reminder" | "approvals";
  title: string;
  body: string;
  url: string;
  icon: string;
  noticeId?: number;
  count?: number;
}

/** A same-origin path only: a push can never send a click elsewhere. */
const isLocalPath = (value: unknown): value is string =>
  typeof value === "string" &&
  value.startsWith("/") &&
  !value.startsWith("//") &&
  !value.includes("\\");

export function parsePushPayload(text: string | undefined): PushPayload | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
  if (typeof data !== "object" || data === null) return undefined;
  const p = data as Record<string, unknown>;
  if (p.type !== "notice" && p.type !== "reminder" && p.type !== "approvals") return undefined;
  if (typeof p.title !== "string" || typeof p.body !== "string" || !isLocalPath(p.url))
    return undefined;
  return {
    type: p.type,
    title: p.title.slice(0, 200),
    body: p.body.slice(0, 300),
    url: p.url,
    icon: isLocalPath(p.icon) ? p.icon : "/icons/icon-192.png",
    noticeId: typeof p.noticeId === "number" ? p.noticeId : undefined,
    count: typeof p.count === "number" ? p.count : undefined,
  };
}

async function showPush(scope: ServiceWorkerGlobalScope, text: string | undefined) {
  const payload = parsePushPayload(text);
  // userVisibleOnly: every push must show something, even one we cannot read.
  if (!payload) return scope.registration.showNotification("Group Portal");
  if (payload.type === "approvals" && payload.count !== undefined) {
    const nav = scope.navigator as WorkerNavigator & { setAppBadge?: (n: number) => Promise<void> };
    await nav.setAppBadge?.(payload.count).catch(() => undefined);
  }
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    icon: payload.icon,
    badge: "/icons/icon-monochrome-512.png",
    // A newer count replaces the older one; each notice keeps its own.
    tag: payload.type === "approvals" ? "approvals" : `${payload.type}-${payload.noticeId ?? ""}`,
    data: { url: payload.url },
  });
}

async function openApp(scope: ServiceWorkerGlobalScope, url: string) {
  const windows = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  // navigate() needs a window this worker controls; otherwise (or with none) a new one opens.
  const navigated = open ? await open.navigate(url).catch(() => null) : null;
  if (!navigated) {
    await scope.clients.openWindow(url);
    return;
  }
  await navigated.focus().catch(() => undefined); // focus may be refused; the page is there
}

export function setupPush(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener("push", (event) => {
    event.waitUntil(showPush(scope, event.data?.text()));
  });
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openApp(scope, isLocalPath(data?.url) ? data.url : "/"));
  });
}
