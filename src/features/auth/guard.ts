import type { ParsedLocation } from "@tanstack/react-router";
import type { RouterContext } from "../../lib/router-context";

export interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/**
 * `beforeLoad` of the `_authenticated` layout: every route the spec marks "Auth: yes" sits below it.
 * It lets everyone through for now. The identity issue makes it read the token store, `throw
 * redirect(...)` to SSO or /login, and send users with initLogin/lastPwdChanged to /loginSuccess.
 */
export async function ensureAuthenticated(_args: GuardArgs): Promise<void> {}
