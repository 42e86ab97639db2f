import { createFileRoute } from "@tanstack/react-router";
import { ApiKeysPage } from "../../../features/admin";

export const Route = createFileRoute("/_authenticated/admin/keys")({
  component: ApiKeysPage,
});
