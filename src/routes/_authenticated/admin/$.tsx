import { createFileRoute } from "@tanstack/react-router";
import { adminScreen } from "../../../features/admin";

// Every admin screen below /admin (features/admin/pages.tsx says why one route serves them).
export const Route = createFileRoute("/_authenticated/admin/$")({
  loader: ({ context, params }) => adminScreen(params._splat ?? "").prefetch?.(context.queryClient),
  component: AdminScreenRoute,
});

function AdminScreenRoute() {
  const { _splat: path = "" } = Route.useParams();
  return adminScreen(path).render();
}
