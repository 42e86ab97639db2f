import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";

const clearUserData = (queryClient: QueryClient) =>
  import("../../platform/session/purge").then((m) => m.clearUserData(queryClient));

const isLoginPath = (pathname: string) => pathname.toLowerCase() === "/login";

/** The session is over: /login (unless already there), nothing of that user left cached. */
export function toLogin(router: AnyRouter, queryClient: QueryClient): Promise<void> {
  if (!isLoginPath(router.state.location.pathname)) {
    void router.navigate({ to: "/login", replace: true });
  }
  return clearUserData(queryClient);
}
