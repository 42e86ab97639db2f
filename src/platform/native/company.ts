import { sendNative } from "./bridge";
import { isNativeApp } from "./detect";

/**
 * A company change while the page runs in the shell (spec 4 "Company change in the app",
 * docs/native-bridge.md "company"): whether the shell asked for it (gpCompanyChanged) or the user
 * picked another company on /selectCompany, the app's own call replaces the token and the shell
 * is told the new company, so the shell and the page always agree on it.
 */

/** Where the page keeps the company of the last change in the app (spec 4: "the company id is stored"). */
export const COMPANY_STORAGE_KEY = "gp-company-id";

/**
 * The company switch call (spec 7): POST /api/native/change-company/{companyId} in the app,
 * POST /api/token/reissuance/{companyId} on the web. Both answer a token pair for that company.
 */
export function companySwitchPath(companyId: number, inApp = isNativeApp()): string {
  return inApp ? `/native/change-company/${companyId}` : `/token/reissuance/${companyId}`;
}

/** After the token was replaced: stores the company id and sends the shell a "company" message. */
export function announceCompanyChange(companyId: number): void {
  try {
    localStorage.setItem(COMPANY_STORAGE_KEY, String(companyId));
  } catch {
    // storage blocked: the new token carries the company anyway
  }
  sendNative("company", { companyId });
}
