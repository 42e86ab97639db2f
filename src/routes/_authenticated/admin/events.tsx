import { createFileRoute } from "@tanstack/react-router";
import { EventsPage } from "../../../features/admin";

export const Route = createFileRoute("/_authenticated/admin/events")({
  component: EventsPage,
});
