import { createFileRoute } from "@tanstack/react-router";
import { LoginSuccessPage } from "../features/auth/components/LoginSuccessPage";
import { validateLoginSuccessSearch } from "../features/auth/login-search";

// The hooks load on demand, so the login flow stays out of the home route's initial bundle.
export const Route = createFileRoute("/loginSuccess")({
  validateSearch: validateLoginSuccessSearch,
  beforeLoad: async ({ location, preload }) =>
    (await import("../features/auth/route-hooks")).beforeLoginSuccessLoad({ location, preload }),
  component: LoginSuccess,
});

function LoginSuccess() {
  return <LoginSuccessPage changeRequested={Route.useSearch().changePassword === 1} />;
}
