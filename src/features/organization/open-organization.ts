import { isNativeApp } from "../../platform/native/detect";
import { openExternal } from "../../platform/native/open-external";

export const ORGANIZATION_PATH = "/OrganizationView";

/** The chart's mobile web address: an absolute URL the native shell can open on its own. */
export function organizationChartUrl(origin = window.location.origin): string {
  return new URL(ORGANIZATION_PATH, origin).href;
}

/**
 * Spec 2: the chart opens as a new window on the web, and inside the app as a mobile web address
 * that the native shell opens (the shell keeps its own session of the same portal).
 */
export function openOrganizationChart(): void {
  const url = organizationChartUrl();
  if (isNativeApp()) openExternal(url);
  else window.open(url, "_blank", "noopener,noreferrer");
}
