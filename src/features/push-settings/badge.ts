/**
 * The app icon's badge: the pending approvals. Browsers with the Badging API show it on the
 * installed app; the native shells get a `badge` message (docs/native-bridge.md).
 */
import { sendNative } from "../../platform/native/bridge";

export function showApprovalBadge(count: number): void {
  const nav = navigator as Navigator & {
    setAppBadge?: (n?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  // Refused (no permission, not installed): the badge is a nicety, the count is on the page.
  done?.catch(() => undefined);
  sendNative("badge", { count: Math.max(0, count) });
}
