import { createFileRoute, redirect } from "@tanstack/react-router";

// Catch-all: any path no other route matches goes to Main (spec section 2).
export const Route = createFileRoute("/$")({
  beforeLoad: () => {
    throw redirect({ to: "/", replace: true });
  },
});
