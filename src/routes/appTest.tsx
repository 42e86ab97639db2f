import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { AppTestPage } from "../features/app-test/components/AppTestPage";

export const Route = createFileRoute("/appTest")({ component: AppTest });

function AppTest() {
  const { queryClient } = Route.useRouteContext();
  // On the web the page installs the shell callbacks itself; a gpLogout runs the app's logout.
  const logout = useCallback(
    () => import("../features/auth/logout").then((auth) => auth.logout(queryClient)),
    [queryClient],
  );
  return <AppTestPage logout={logout} />;
}
