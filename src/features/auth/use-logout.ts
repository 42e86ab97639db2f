import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { logout } from "./logout";

/** Logout for buttons and links: runs logout() once, then lands on /LogoutSuccess. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    if (pending) return;
    setPending(true);
    try {
      await logout(queryClient);
    } finally {
      setPending(false);
      await navigate({ to: "/LogoutSuccess", replace: true });
    }
  }, [navigate, pending, queryClient]);
  return { logout: run, pending };
}
