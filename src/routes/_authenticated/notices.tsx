import { createFileRoute } from "@tanstack/react-router";
import { NOTICE_PAGE_SIZE, noticeListQuery } from "../../features/notices/api";
import { NoticeListPage } from "../../features/notices/components/NoticeListPage";
import { ensureFirstData } from "../../lib/first-data";

export const Route = createFileRoute("/_authenticated/notices")({
  loader: ({ context }) =>
    ensureFirstData(context.queryClient, noticeListQuery(1, NOTICE_PAGE_SIZE)),
  // The loader stays in the entry with the notices' queries (as My page's, user.tsx): a link to
  // the screen asks for its data with its code, not once the code is in.
  codeSplitGroupings: [["component"]],
  component: NoticeListPage,
});
