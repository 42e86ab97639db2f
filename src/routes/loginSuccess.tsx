import { createFileRoute } from "@tanstack/react-router";
import { LoginSuccessPage } from "../features/auth/components/LoginSuccessPage";

// The hooks load on demand, so the login flow stays out of the home route's initial bundle.
export const Route = createFileRoute("/loginSuccess")({
  beforeLoad: async ({ location, preload }) =>
    (await import("../features/auth/route-hooks")).beforeLoginSuccessLoad({ location, preload }),
  component: LoginSuccessPage,
});
