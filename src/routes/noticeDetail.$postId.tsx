import { createFileRoute } from "@tanstack/react-router";
import { NoticeDetailPage } from "../features/notices/components/NoticeDetailPage";

export const Route = createFileRoute("/noticeDetail/$postId")({ component: NoticeDetail });

function NoticeDetail() {
  const { postId } = Route.useParams();
  return <NoticeDetailPage postId={postId} />;
}
