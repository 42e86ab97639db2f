import { createFileRoute } from "@tanstack/react-router";
import { AdminHome } from "../../../features/admin";

export const Route = createFileRoute("/_authenticated/admin/")({
  component: AdminHome,
});
