import { createFileRoute } from "@tanstack/react-router";
import { noticeDetailQuery } from "../features/notices/api";
import { NoticeDetailPage } from "../features/notices/components/NoticeDetailPage";
import { ensureFirstData } from "../lib/first-data";

export const Route = createFileRoute("/noticeDetail/$postId")({
  loader: ({ context, params }) =>
    ensureFirstData(context.queryClient, noticeDetailQuery(params.postId)),
  component: NoticeDetail,
});

function NoticeDetail() {
  const { postId } = Route.useParams();
  return <NoticeDetailPage postId={postId} />;
}
