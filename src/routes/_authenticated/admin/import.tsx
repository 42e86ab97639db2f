import { createFileRoute } from "@tanstack/react-router";
import { ImportPage } from "../../../features/admin-import";

// Admin > Import: split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute("/_authenticated/admin/import")({
  component: ImportPage,
});
