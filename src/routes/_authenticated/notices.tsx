import { createFileRoute } from "@tanstack/react-router";
import { NOTICE_PAGE_SIZE, noticeListQuery } from "../../features/notices/api";
import { NoticeListPage } from "../../features/notices/components/NoticeListPage";
import { ensureFirstData } from "../../lib/first-data";

export const Route = createFileRoute("/_authenticated/notices")({
  loader: ({ context }) =>
    ensureFirstData(context.queryClient, noticeListQuery(1, NOTICE_PAGE_SIZE)),
  component: NoticeListPage,
});
