import { createFileRoute } from "@tanstack/react-router";
import { AdminGate } from "../../features/admin";

// The admin area (issue 17): its code loads only when /admin opens, never with home.
export const Route = createFileRoute("/_authenticated/admin")({
  component: AdminGate,
});
