import { createFileRoute } from "@tanstack/react-router";
import { noticeDetailQuery } from "../features/notices/api";
import { NoticeDetailPage } from "../features/notices/components/NoticeDetailPage";
import { ensureFirstData } from "../lib/first-data";

export const Route = createFileRoute("/noticeDetail/$postId")({
  loader: ({ context, params }) =>
    ensureFirstData(context.queryClient, noticeDetailQuery(params.postId)),
  // The loader stays in the entry with the notices' queries (as My page's, user.tsx): a link to
  // the screen asks for its data with its code, not once the code is in.
  codeSplitGroupings: [["component"]],
  component: NoticeDetail,
});

function NoticeDetail() {
  const { postId } = Route.useParams();
  return <NoticeDetailPage postId={postId} />;
}
