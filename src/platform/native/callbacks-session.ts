import type { LoginCheckResult, TokenPairResult } from "../../../server/contract/auth";
import { api, ApiError } from "../../lib/api-client";
import { queryClient } from "../../lib/query-client";
import { clearUserData } from "../session/purge";
import { exchangeTokenPair } from "../session/token-exchange";
import { sendNative, type LoginStatus } from "./bridge";
import type { BridgeOutcome } from "./bridge-log";
import { announceCompanyChange, companySwitchPath } from "./company";
import { readSessionIdentity } from "./identity";
import { readId, toRecord } from "./input";

export interface SessionCallbackDeps {
  navigate: (to: "/" | "/LogoutSuccess") => void;
  /** The app's logout (features/auth): handed in, so the bridge stays below the features. */
  logout: () => Promise<unknown>;
}

/**
 * gpCompanyChanged({ companyId }) (spec 4 "Company change in the app"): ignored when it is the
 * session's company; otherwise the company id is stored and the access token replaced by one for
 * that company (POST /api/native/change-company/{companyId}), the previous company's caches are
 * dropped, the shell gets a "company" message and the page starts again on Main.
 */
export async function onCompanyChanged(
  arg: unknown,
  deps: SessionCallbackDeps,
): Promise<BridgeOutcome> {
  const record = toRecord(arg);
  const companyId =
    typeof arg === "number"
      ? readId({ companyId: arg }, "companyId")
      : record && readId(record, "companyId");
  if (!companyId) return "invalid";
  const session = await readSessionIdentity();
  if (!session.accessToken) return "noAccessToken";
  if (session.companyId === companyId) return "sameCompany";
  try {
    await exchangeTokenPair(
      (request) =>
        api<TokenPairResult>(companySwitchPath(companyId, true), { method: "POST", ...request }),
      "default",
    );
  } catch (error) {
    console.warn("Native bridge: the company change failed", error);
    return "failed";
  }
  await clearUserData(queryClient);
  announceCompanyChange(companyId);
  deps.navigate("/");
  return "handled";
}

/** gpLogout(): the shell logged out; the page ends its session and lands on /LogoutSuccess. */
export async function onLogout(deps: SessionCallbackDeps): Promise<BridgeOutcome> {
  try {
    await deps.logout();
  } finally {
    deps.navigate("/LogoutSuccess");
  }
  return "handled";
}

/**
 * gpLoginStatus(): whether the page has a live session, checked with GET /api/login (a dead
 * session ends as on any 401). The answer carries ids only, never a token: it is both the
 * callback's result and a "loginStatus" message. A live session also reports the app login to
 * the server (PUT /api/internal/appLoginUpdate, best effort).
 */
export async function onLoginStatus(): Promise<LoginStatus> {
  const session = await readSessionIdentity();
  let status: LoginStatus = {
    status: session.accessToken ? "UNKNOWN" : "LOGGED_OUT",
    accountId: session.accessToken ? (session.accountId ?? null) : null,
    companyId: session.accessToken ? (session.companyId ?? null) : null,
  };
  if (session.accessToken) {
    try {
      const check = await api<Partial<LoginCheckResult> | null>("/login");
      const accountId = typeof check?.accountId === "string" ? check.accountId : null;
      const companyId = typeof check?.companyId === "number" ? check.companyId : null;
      status = { status: "LOGGED_IN", accountId, companyId };
      const body = { accountId, appLoginYn: "Y", companyId };
      void api("/internal/appLoginUpdate", { method: "PUT", body }).catch((error: unknown) =>
        console.warn("Native bridge: appLoginUpdate failed", error),
      );
    } catch (error) {
      // Offline or a server error: the session may still be fine (UNKNOWN); a 401 ended it.
      if (error instanceof ApiError && error.status === 401) {
        status = { status: "LOGGED_OUT", accountId: null, companyId: null };
      }
    }
  }
  sendNative("loginStatus", status);
  return status;
}
