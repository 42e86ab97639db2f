import { api, ApiError } from "../../lib/api-client";
import { casLogoutPending, endPendingCasLogout } from "./pending-cas-logout";

/**
 * Logouts the server has not heard of yet (issue 12, defect 5). A logout made offline drops every
 * token at once; what stays on the device is only the ended session's family id (the access
 * token's `fid` claim), which cannot be used to sign in. At the first contact (app start, the
 * `online` event) each id is sent to POST /api/logout/ended-family, which revokes the family, so
 * the refresh token from before the logout no longer rotates wherever a copy of it survived.
 *
 * localStorage, not the token store: the note must outlive the logout purge and the next login,
 * and it holds nothing secret.
 */
export const ENDED_FAMILIES_KEY = "gp-ended-families";
const ENDED_FAMILY_PATH = "/logout/ended-family";
const REPORT_TIMEOUT_MS = 5000;

export function endedFamilies(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(ENDED_FAMILIES_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    if (ids.length) localStorage.setItem(ENDED_FAMILIES_KEY, JSON.stringify(ids));
    else localStorage.removeItem(ENDED_FAMILIES_KEY);
  } catch (error) {
    console.warn("Could not store the ended session", error);
  }
}

export function rememberEndedFamily(familyId: string): void {
  const ids = endedFamilies();
  if (!ids.includes(familyId)) write([...ids, familyId]);
}

/** The server has it (or refuses it for good, a 4xx): the note is done. */
const settled = (error: unknown) =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408 &&
  error.status !== 429;

let queue: Promise<void> = Promise.resolve();

/**
 * Sends every remembered id; keeps those that did not get through (offline, 5xx). Calls run one
 * after another (never two sends of one id at once); a later call reads the list afresh, so one
 * made while an offline attempt is still failing gets its own chance.
 */
export function reportEndedFamilies(): Promise<void> {
  queue = queue.then(async () => {
    for (const familyId of endedFamilies()) {
      const done = await api(ENDED_FAMILY_PATH, {
        method: "POST",
        body: { familyId },
        authFailure: "none",
        timeout: REPORT_TIMEOUT_MS,
      }).then(
        () => true,
        (error: unknown) => settled(error),
      );
      if (done) write(endedFamilies().filter((id) => id !== familyId));
    }
    // The same first contact also ends the SSO session the offline logout could not.
    await endPendingCasLogout();
  });
  return queue;
}

const reportIfPending = () => {
  if (endedFamilies().length || casLogoutPending()) void reportEndedFamilies();
};
let listening = false;

/** App start: report now if anything is pending, and again whenever the network returns. */
export function startEndedFamilyReports(): void {
  if (!listening) window.addEventListener("online", reportIfPending);
  listening = true;
  reportIfPending();
}
