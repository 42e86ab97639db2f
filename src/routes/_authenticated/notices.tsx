import { createFileRoute } from "@tanstack/react-router";
import { noticePagesQuery } from "../../features/notices/api";
import { NoticeListPage } from "../../features/notices/components/NoticeListPage";
import { ensureFirstPages } from "../../lib/first-data";

export const Route = createFileRoute("/_authenticated/notices")({
  loader: ({ context }) => ensureFirstPages(context.queryClient, noticePagesQuery()),
  component: NoticeListPage,
});
