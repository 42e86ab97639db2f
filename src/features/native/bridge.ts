import type { Locale } from "../../lib/locale";
import { isNativeApp } from "./detect";

/**
 * Messages from the page to the native shell (docs/native-bridge.md). Every function is a no-op
 * outside a shell; the native bridge work fills in the transport.
 */
export function notifyNativeLanguage(locale: Locale): void {
  if (!isNativeApp()) return;
  // Transport (window.webkit.messageHandlers / window.Android) comes with the native bridge work.
  void locale;
}
