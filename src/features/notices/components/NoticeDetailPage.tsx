import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, type ReactNode } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import { formatDottedDate, toIsoDate } from "../../../lib/format";
import { noticeDetailQuery, type NoticeDetail } from "../api";
import { decodeEntities } from "../decode-entities";
import { NoticeContent } from "./NoticeContent";
import styles from "./Notices.module.css";

export interface NoticeDetailPageProps {
  postId: string;
}

/** /noticeDetail/$postId: one notice (GET /api/board/{postId}), linked from the notice list. */
export function NoticeDetailPage({ postId }: NoticeDetailPageProps) {
  const { t } = useLingui();
  const query = useQuery(noticeDetailQuery(postId));

  let body;
  if (query.data?.found) {
    body = <NoticeArticle notice={query.data.notice} />;
  } else if (query.data && !query.data.found) {
    body = (
      <Problem>
        <Trans>공지사항을 찾을 수 없습니다. 삭제되었거나 주소가 잘못되었습니다.</Trans>
      </Problem>
    );
  } else if (query.isError) {
    body = (
      <Problem>
        <Trans>공지사항을 불러오지 못했습니다.</Trans>
      </Problem>
    );
  } else {
    body = <ArticlePlaceholder />;
  }

  return (
    <PageLayout title={t`공지사항`} back>
      <div className={styles.page}>{body}</div>
    </PageLayout>
  );
}

function NoticeArticle({ notice }: { notice: NoticeDetail }) {
  const titleId = useId();
  const date = formatDottedDate(notice.createdAt);
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.articleHeader}>
        <h2 id={titleId} className={styles.articleTitle}>
          {decodeEntities(notice.title)}
        </h2>
        <dl className={styles.meta}>
          <div>
            <dt>
              <VisuallyHidden>
                <Trans>작성자</Trans>
              </VisuallyHidden>
            </dt>
            <dd>{notice.author}</dd>
          </div>
          {date ? (
            <div>
              <dt>
                <VisuallyHidden>
                  <Trans>작성일</Trans>
                </VisuallyHidden>
              </dt>
              <dd>
                <time dateTime={toIsoDate(notice.createdAt)}>{date}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      </header>
      <NoticeContent html={notice.content} />
    </article>
  );
}

function Problem({ children }: { children: ReactNode }) {
  return (
    <div className={styles.problem}>
      <p role="alert">{children}</p>
      <Link to="/notices" className={styles.backLink}>
        <Trans>공지사항 목록으로 돌아가기</Trans>
      </Link>
    </div>
  );
}

function ArticlePlaceholder() {
  return (
    <div className={styles.article} aria-busy="true">
      <p role="status">
        <VisuallyHidden>
          <Trans>공지사항을 불러오는 중입니다…</Trans>
        </VisuallyHidden>
      </p>
      <div aria-hidden="true">
        <span className={styles.skeletonHeading} />
        <span className={styles.skeletonMeta} />
        <span className={styles.skeletonBody} />
      </div>
    </div>
  );
}
