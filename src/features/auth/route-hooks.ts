import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { tokenStore } from "../../lib/token-store";
import { bypassesChecks } from "./guard";
import { handoffFrom, stashHandoff } from "./handoff";
import { validateLoginSearch, validateLoginSuccessSearch } from "./login-search";
import { rememberReturnPath } from "./return-path";
import { settleHandoff } from "./session-flow";

interface HookArgs {
  location: ParsedLocation;
  preload: boolean;
}

/** The SSO `returnTo` leaves the address bar like the secrets; it waits in memory (return-path.ts). */
function takeReturnTo(raw: Record<string, unknown>): boolean {
  if (raw.returnTo === undefined) return false;
  rememberReturnPath(raw.returnTo);
  return true;
}

/**
 * beforeLoad of /login: a temporaryToken in the query is stored (replacing any older session) and
 * the query cleared with a replace navigation, then the verification step opens; with an access
 * token the user goes to / (unless retmsg/authority bypasses the checks). A returnTo is kept for
 * /loginSuccess and removed from the address bar.
 */
export async function beforeLoginLoad({ location, preload }: HookArgs) {
  if (preload) return;
  const raw = location.search as Record<string, unknown>;
  const hadReturnTo = takeReturnTo(raw);
  const fromUrl = handoffFrom("/login", raw);
  if (fromUrl) {
    stashHandoff(fromUrl);
    throw redirect({ to: "/login", search: {}, replace: true });
  }
  if ((await settleHandoff()) === "temporary") {
    throw redirect({ to: "/login", search: { step: "verify" }, replace: true });
  }
  if (bypassesChecks(raw)) return;
  const tokens = await tokenStore.getAll();
  if (tokens.access) throw redirect({ to: "/", replace: true });
  if (raw.step === "verify" && !tokens.temporary) {
    throw redirect({ to: "/login", search: {}, replace: true });
  }
  if (hadReturnTo)
    throw redirect({ to: "/login", search: validateLoginSearch(raw), replace: true });
}

/**
 * beforeLoad of /loginSuccess: `code` (exchanged by POST) or `accessToken`+`refreshToken` (native
 * shells) leave the address bar and history at once (replace), then the tokens are stored. A page
 * without a session goes to /login; a failed exchange to /login?error=LOGIN_FAILED. A returnTo
 * leaves the address bar too; the page goes there once signed in.
 */
export async function beforeLoginSuccessLoad({ location, preload }: HookArgs) {
  if (preload) return;
  const raw = location.search as Record<string, unknown>;
  const hadReturnTo = takeReturnTo(raw);
  const fromUrl = handoffFrom("/loginSuccess", raw);
  if (fromUrl) {
    stashHandoff(fromUrl);
    throw redirect({ to: "/loginSuccess", replace: true });
  }
  try {
    await settleHandoff();
  } catch (error) {
    console.warn("Login code exchange failed", error);
    throw redirect({ to: "/login", search: { error: "LOGIN_FAILED" }, replace: true });
  }
  if (!(await tokenStore.get("access"))) throw redirect({ to: "/login", replace: true });
  if (hadReturnTo) {
    throw redirect({ to: "/loginSuccess", search: validateLoginSuccessSearch(raw), replace: true });
  }
}
