import { createFileRoute } from "@tanstack/react-router";
import { LoginPage } from "../features/auth/components/LoginPage";
import { validateLoginSearch } from "../features/auth/login-search";

// The hooks load on demand, so the login flow stays out of the home route's initial bundle.
const hooks = () => import("../features/auth/route-hooks");

export const Route = createFileRoute("/login")({
  validateSearch: validateLoginSearch,
  beforeLoad: async ({ location, preload }) =>
    (await hooks()).beforeLoginLoad({ location, preload }),
  component: Login,
});

function Login() {
  return <LoginPage search={Route.useSearch()} />;
}
