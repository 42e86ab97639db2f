import { isNativeApp } from "../native/detect";
import { openExternal } from "../native/open-external";

export const ORGANIZATION_PATH = "/OrganizationView";

/**
 * Spec 2: the chart opens as a new window on the web, and inside the app as a mobile web address
 * that the native shell opens (the shell keeps its own session of the same portal).
 */
export function openOrganizationChart(): void {
  const url = new URL(ORGANIZATION_PATH, window.location.origin).toString();
  if (isNativeApp()) openExternal(url);
  else window.open(url, "_blank", "noopener");
}
