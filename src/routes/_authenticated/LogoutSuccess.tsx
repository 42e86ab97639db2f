import { createFileRoute } from "@tanstack/react-router";
import { LogoutSuccessPage } from "../../features/auth/components/LogoutSuccessPage";

export const Route = createFileRoute("/_authenticated/LogoutSuccess")({
  component: LogoutSuccessPage,
});
