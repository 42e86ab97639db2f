import { createFileRoute } from "@tanstack/react-router";
import { BillboardListPage, adminBillboardsQuery } from "../../../../features/admin";
import { ensureFirstData } from "../../../../lib/first-data";

export const Route = createFileRoute("/_authenticated/admin/billboards/")({
  loader: ({ context }) => ensureFirstData(context.queryClient, adminBillboardsQuery()),
  component: BillboardListPage,
});
