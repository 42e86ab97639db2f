import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { notifyNativeLogout } from "../../platform/native/bridge";
import { isNativeApp } from "../../platform/native/detect";
import { logout } from "./logout";
import { goToSsoLogout } from "./sso";

/**
 * Logout for buttons and links: runs logout() once, tells the shell, ends the SSO session and
 * lands on /LogoutSuccess.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    if (pending) return;
    setPending(true);
    let serverReached = false;
    try {
      serverReached = await logout(queryClient);
    } finally {
      setPending(false);
      // In the app the shell forgets its session too (no-op on the web).
      notifyNativeLogout();
      // Single logout: through the CAS logout, which lands on /LogoutSuccess. Without a server
      // (offline) that page load would fail, so the app shows /LogoutSuccess itself. Inside a
      // native shell the shell owns its web view's session (it clears the cookies on `logout`,
      // docs/native-bridge.md), and the page stays put for its callbacks.
      if (serverReached && !isNativeApp()) goToSsoLogout();
      else await navigate({ to: "/LogoutSuccess", replace: true });
    }
  }, [navigate, pending, queryClient]);
  return { logout: run, pending };
}
