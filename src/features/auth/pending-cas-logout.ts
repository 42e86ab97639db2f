import { tokenStore } from "../../lib/token-store";

/**
 * The SSO half of a logout made offline (issue 12, defects 3 and 5). Online, the logout goes
 * through the CAS logout (sso.ts, goToSsoLogout); offline it cannot, and the CAS session cookie
 * survives: whoever next chooses "log in through SSO" on this browser would be signed in as the
 * person who logged out, with no password. So the logout leaves this note, and the first contact
 * (ended-families.ts) ends the embedded CAS session with a same-origin request, whose answer
 * removes the cookie (server/cas/service-routes.ts, GET /cas/logout).
 *
 * localStorage, like the ended families: the note outlives the purge and holds nothing secret.
 */
export const CAS_LOGOUT_PENDING_KEY = "gp-cas-logout-pending";
export const CAS_LOGOUT_PATH = "/cas/logout";
const CAS_LOGOUT_TIMEOUT_MS = 5000;

function note(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(CAS_LOGOUT_PENDING_KEY, "1");
    else localStorage.removeItem(CAS_LOGOUT_PENDING_KEY);
  } catch (error) {
    console.warn("Could not note the SSO logout", error);
  }
}

export const rememberCasLogout = () => note(true);

export function casLogoutPending(): boolean {
  try {
    return localStorage.getItem(CAS_LOGOUT_PENDING_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Ends the CAS session if a logout left that to do. Waits while anyone holds a portal session
 * on this browser: the CAS cookie may be theirs by now, and it is not this note's to end. An
 * answer below 500 settles the note (a 404: no embedded CAS here, an external one keeps its own
 * cookie out of reach); no answer or a 5xx keeps it for the next contact.
 */
export async function endPendingCasLogout(): Promise<void> {
  if (!casLogoutPending()) return;
  const tokens = await tokenStore.getAll();
  if (tokens.access || tokens.refresh || tokens.temporary) return;
  // A connection that silently died must not hold the next contact's reports back.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), CAS_LOGOUT_TIMEOUT_MS);
  try {
    const response = await fetch(CAS_LOGOUT_PATH, {
      credentials: "include", // the CAS cookie (path /cas) must go along, or nothing is ended
      cache: "no-store",
      signal: timeout.signal,
    });
    if (response.status < 500) note(false);
  } catch (error) {
    console.warn("SSO session not ended yet", error); // offline again: the next contact retries
  } finally {
    clearTimeout(timer);
  }
}
