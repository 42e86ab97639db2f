/** The SSO round trip (spec 4 "Login and routing"): the session flag and the redirect target. */
export const SSO_FLAG_KEY = "ssoRedirected";
export const SSO_LOGIN_PATH = "/api/login/sso";
/** Single logout: the server sends the browser through the CAS logout, back to /LogoutSuccess. */
export const SSO_LOGOUT_PATH = "/api/logout/sso";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked
  }
}

export const ssoFlag = {
  isSet: () => storage()?.getItem(SSO_FLAG_KEY) === "1",
  set: () => storage()?.setItem(SSO_FLAG_KEY, "1"),
  clear: () => storage()?.removeItem(SSO_FLAG_KEY),
};

/** `/api/login/sso?returnTo=<path>`; anything but a same-origin path becomes "/". */
export function ssoLoginUrl(returnTo: string = "/"): string {
  const safe = returnTo.startsWith("/") && !/^\/[/\\]/.test(returnTo) ? returnTo : "/";
  return `${SSO_LOGIN_PATH}?returnTo=${encodeURIComponent(safe)}`;
}

/** Leaves the app for the SSO service (a full page load). */
export function goToSso(returnTo: string): void {
  window.location.assign(ssoLoginUrl(returnTo));
}

/**
 * Ends the CAS session too (issue 12, defect 3): its cookie lives on the CAS path or host, out of
 * the page's reach, so only a page load through the CAS logout removes it. `replace`: the page
 * being left is not kept in the history, so Back does not return to a signed-in screen.
 */
export function goToSsoLogout(): void {
  window.location.replace(SSO_LOGOUT_PATH);
}
