import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { cacheRestoredInTime } from "../../lib/cache-restored";
import type { RouterContext } from "../../lib/router-context";
import { tokenStore } from "../../lib/token-store";
import { isNativeApp } from "../../platform/native/detect";
import { userQuery } from "../../platform/user/query";
import { passwordChangeReason } from "./password-expiry";
import { goToSso, ssoFlag } from "./sso";

/** Spec 4 "Login and routing": a request with `retmsg` or `authority` proceeds without checks. */
export function bypassesChecks(search: Record<string, unknown>): boolean {
  return search.retmsg !== undefined || search.authority !== undefined;
}

export interface GuardState {
  bypass: boolean;
  hasToken: boolean;
  inApp: boolean;
  ssoFlag: boolean;
}

/**
 * The rule table of auth-required routes (pure; ensureAuthenticated applies it):
 * proceed = render; sso = set the flag and leave for SSO; login = /login (clearing the flag).
 * With a token the flag is cleared and, in a browser, a required password change is checked.
 */
export type GuardDecision = "proceed" | "check-password" | "sso" | "login";

export function decideProtectedRoute(state: GuardState): GuardDecision {
  if (state.bypass) return "proceed";
  if (state.hasToken) return state.inApp ? "proceed" : "check-password";
  if (state.inApp) return "login";
  return state.ssoFlag ? "login" : "sso";
}

export interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
  preload?: boolean;
}

const USER_CHECK_TIMEOUT_MS = 4000;

/**
 * The user stored on the device answers as the server would: the rule counts from the dates of
 * the last change (password-expiry.ts). So the check waits for the persisted cache's restore,
 * bounded like the route loaders' wait, instead of racing it to the server: a start that lost
 * that race waited a round trip for the user before its first paint.
 */
async function mustChangePassword({ queryClient }: RouterContext): Promise<boolean> {
  const options = userQuery();
  await cacheRestoredInTime();
  const user =
    queryClient.getQueryData(options.queryKey) ??
    (await Promise.race([
      queryClient.fetchQuery({ ...options, retry: false }).catch(() => undefined),
      new Promise<undefined>((resolve) => setTimeout(resolve, USER_CHECK_TIMEOUT_MS)),
    ]));
  return passwordChangeReason(user) !== null;
}

/** `beforeLoad` of the `_authenticated` layout. */
export async function ensureAuthenticated({ context, location, preload }: GuardArgs) {
  const state: GuardState = {
    bypass: bypassesChecks(location.search as Record<string, unknown>),
    hasToken: Boolean(await tokenStore.get("access")),
    inApp: isNativeApp(),
    ssoFlag: ssoFlag.isSet(),
  };
  const decision = decideProtectedRoute(state);
  if (state.hasToken) ssoFlag.clear();
  switch (decision) {
    case "proceed":
      return;
    case "check-password":
      if (preload) return;
      if (await mustChangePassword(context)) throw redirect({ to: "/loginSuccess", replace: true });
      // The user call may have ended the session (401): then go to /login, not to SSO.
      if (!(await tokenStore.get("access"))) throw redirect({ to: "/login", replace: true });
      return;
    case "login":
      if (!preload) ssoFlag.clear();
      throw redirect({ to: "/login", replace: true });
    case "sso":
      if (preload) throw redirect({ to: "/login" });
      ssoFlag.set();
      goToSso(location.href);
      // The page is unloading: keep the protected route from rendering meanwhile.
      return new Promise<never>(() => {});
  }
}
