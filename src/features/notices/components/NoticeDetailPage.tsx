import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

export interface NoticeDetailPageProps {
  postId: string;
}

/** /noticeDetail/$postId: one notice (GET /api/board/{postId}), linked from the notice list. */
export function NoticeDetailPage({ postId }: NoticeDetailPageProps) {
  const { t } = useLingui();
  return (
    <PageLayout title={t`공지사항`} back>
      <article data-post-id={postId} />
    </PageLayout>
  );
}
