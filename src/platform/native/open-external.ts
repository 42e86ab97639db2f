import { isNativeApp } from "./detect";

/** Only http(s) URLs are ever opened or rendered as links (never javascript:, data:, ...). */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value || !/^https?:\/\//i.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** How the native shell opens a URL (docs/native-bridge.md, message "open URL"). */
export type NativeUrlOpener = (url: string) => void;

let nativeOpener: NativeUrlOpener | undefined;

/** The native bridge installs the shell's transport here; undefined removes it. */
export function setNativeUrlOpener(opener: NativeUrlOpener | undefined): void {
  nativeOpener = opener;
}

/**
 * Opens an external http(s) URL (spec 6): inside the app through the native shell, on the web in a
 * new tab without opener or referrer. In a shell that has not installed an opener, the new tab is
 * the fallback (WebViews hand it to the system browser). Other URLs are ignored.
 */
export function openExternal(url: string): void {
  if (!isHttpUrl(url)) return;
  if (nativeOpener && isNativeApp()) {
    nativeOpener(url);
    return;
  }
  window.open(url, "_blank", "noopener,noreferrer");
}

/**
 * The synchronous half of opening a page whose address is fetched first (e.g. the approval handover):
 * popup blockers refuse window.open after an await, so a blank tab is opened inside the click and
 * cut off from this page (opener = null); the caller sends it to the address later. In the app
 * there is no tab (null): the native shell opens the address when it is known.
 */
export function openBlankTab(): Window | null {
  const tab = isNativeApp() ? null : window.open("", "_blank");
  if (tab) tab.opener = null;
  return tab;
}
