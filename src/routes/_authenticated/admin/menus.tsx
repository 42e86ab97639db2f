import { createFileRoute } from "@tanstack/react-router";
import { AdminMenuPage } from "../../../features/admin";

export const Route = createFileRoute("/_authenticated/admin/menus")({
  component: AdminMenuPage,
});
