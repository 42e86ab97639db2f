import { createFileRoute } from "@tanstack/react-router";
import { NoticeListPage, adminNoticesQuery } from "../../../../features/admin";
import { ensureFirstData } from "../../../../lib/first-data";

export const Route = createFileRoute("/_authenticated/admin/notices/")({
  loader: ({ context }) => ensureFirstData(context.queryClient, adminNoticesQuery(1)),
  component: NoticeListPage,
});
