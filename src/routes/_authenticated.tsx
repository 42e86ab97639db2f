import { createFileRoute } from "@tanstack/react-router";
import { ensureAuthenticated } from "../features/auth/guard";

// Pathless layout for every "Auth: yes" route of the spec. No component: it renders its <Outlet />.
export const Route = createFileRoute("/_authenticated")({
  beforeLoad: ({ context, location, preload }) =>
    ensureAuthenticated({ context, location, preload }),
});
